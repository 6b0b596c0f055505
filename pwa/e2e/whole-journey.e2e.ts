import { randomBytes } from 'node:crypto';
import { ObjectId, type Document, type WithId } from 'mongodb';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInWithDemoCredentials } from './support/admin-sign-in';
import { choose } from './support/form-fields';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';
import { eventually } from './support/server-data';
import { useTestPages } from './support/test-pages';

// The whole product in one journey, in Chromium with the real service worker against the real
// server (demo data): a business finds a professional offline and hires them, a customer fills
// the questionnaire offline starting from the same professional's link; back online the worker
// sends both and matching leads and mails follow; the professional triages from the mailed
// dashboard link, offline and online; the customer follows the mailed request link and marks the
// hire; the mailed review link puts a verified review on the profile; an admin approves a newcomer
// registered on /providers-form, who then shows in the marketplace and, after its next sync, in an
// offline device's catalogue. Each step builds on the one before.

const SHOTS = process.env.JOURNEY_SHOTS; // a directory for screenshots, when set
const QUEUED = 'Saved on this device — it will be sent when you’re back online';
const CARD = '[data-testid="provider-card"]';

describe('the whole journey (real server, service worker, demo data, Chromium)', () => {
  const app = useRealApp();
  const pages = useTestPages(app, SHOTS);
  const { newPage, shoot } = pages;
  const run = randomBytes(3).toString('hex');
  const company = `Journey Bakery ${run}`;
  const businessEmail = `bakery-${run}@example.com`;
  const customerEmail = `customer-${run}@example.com`;
  const newcomer = { username: `journey_firm_${run}`, fullName: `Noor Journey ${run}`, firmName: `Journey Ledger ${run}` };
  let startedAt = 0;
  // Set by one step, read by the next.
  let provider: WithId<Document>;
  let business: Page;
  let customer: Page;
  let device: Page;
  let onboardingId: ObjectId;
  let customerLeadId = '';
  let hireLeadId = '';
  let dashboard: Page;

  const origin = () => app.server.url;
  /** A mailed link names the server's PUBLIC_URL; the test's server is the same one. */
  const local = (link: string) => link.replace(/^http:\/\/[^/]+/, origin());
  const collection = (name: string) => pages.data.db.collection(name);
  const leadStatus = async (id: string) => (await collection('leads').findOne({ _id: new ObjectId(id) }))?.status as string | undefined;
  const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name, exact: typeof name === 'string' }).waitFor();
  const leadCard = (page: Page, leadId: string): Locator => page.locator(`article[aria-labelledby="lead-${leadId}"]`);
  const offlineBadge = (page: Page) => page.getByRole('banner').getByText('Offline', { exact: true }).first();
  const outboxWaiting = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Outbox: ${count} waiting to send` });

  /** The device has the app: the service worker controls the page (it serves pages and replays writes offline). */
  const workerInControl = (page: Page) =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

  /** One online visit to the marketplace: the worker in control and the catalogue's first sync landed. */
  async function installedMarketplace(width: number, height: number): Promise<Page> {
    const page = await newPage(width, height);
    await page.goto(`${origin()}/marketplace`);
    await workerInControl(page);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    return page;
  }

  /** Whether this device's offline catalogue holds the provider (IndexedDB as Dexie stores it). */
  const cachedProvider = (page: Page, id: string) =>
    page.evaluate(
      (providerId) =>
        new Promise<boolean>((resolve, reject) => {
          const open = indexedDB.open('ledgerlink');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('providers').objectStore('providers').get(providerId);
            read.onsuccess = () => {
              open.result.close();
              resolve(read.result !== undefined);
            };
            read.onerror = () => reject(read.error);
          };
        }),
      id,
    );

  async function next(page: Page, nextHeading: string) {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, nextHeading);
  }

  async function searchMarketplace(page: Page, text: string) {
    const search = page.getByRole('search');
    await search.getByLabel('Search professionals').fill(text);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === text);
    await page.locator('section[aria-label="Results"][aria-busy="false"]').waitFor();
  }

  it('a business finds a professional offline and hires them: the hire waits in the outbox', async () => {
    startedAt = performance.now();
    // A professional in the United Kingdom who does personal tax and has never had a dashboard link.
    provider = (await collection('bookkeepers').findOne(
      { isApproved: true, isActive: true, isAvailable: true, country: 'United Kingdom', services: 'tax-prep', dashboardKeyHash: { $exists: false } },
      { sort: { _id: 1 } },
    ))!;
    expect(provider).toBeTruthy();
    const fullName = provider.fullName as string;

    // The business's device, and the offline device of the last step, before that step's newcomer exists.
    [business, device] = await Promise.all([installedMarketplace(1280, 900), installedMarketplace(1280, 900)]);
    await setNetwork(device.context(), origin(), 'offline');
    await setNetwork(business.context(), origin(), 'offline');
    await searchMarketplace(business, fullName);
    await offlineBadge(business).waitFor();
    const card = business.locator(CARD).filter({ has: business.locator(`a[href="/bookkeeper/${provider.slug as string}"]`) });
    await card.getByRole('link', { name: /View Profile/ }).click();
    await heading(business, fullName);
    await business.getByRole('link', { name: 'Hire Professional' }).click();
    await business.waitForURL(`**/hire/${provider.slug as string}`);

    await business.getByLabel('Company Name').fill(company);
    await business.getByLabel('Contact Name').fill('Dana Baker');
    await business.getByLabel('Email').fill(businessEmail);
    await business.getByLabel('Phone').fill('+44 7700 900100');
    await business.getByLabel('Location').fill('Manchester, UK');
    await choose(business, 'Industry', 'Restaurant');
    await business.getByRole('checkbox', { name: 'Monthly Bookkeeping', exact: true }).click();
    await choose(business, 'Monthly Budget', '$1,000-$2,500/month');
    await choose(business, 'Timeline', 'Within 2 weeks');
    await business.getByLabel('Start Date').fill('2031-03-01');
    await business.getByRole('button', { name: 'Send Request' }).click();
    await heading(business, 'Request Saved on This Device');
    expect(await business.textContent('main')).toContain(QUEUED);
    await outboxWaiting(business, 1).waitFor();
    await shoot(business, 'journey-1-hire-saved');
    expect(await collection('businesses').countDocuments({ companyName: company })).toBe(0);
  });

  it('a customer answers the questionnaire offline from the same professional’s link: it waits too', async () => {
    customer = await newPage(390, 844);
    await customer.goto(origin());
    await workerInControl(customer);
    await setNetwork(customer.context(), origin(), 'offline');
    // A typed link, from the precached app: the professional the customer started from comes first if they fit.
    await customer.goto(`${origin()}/find-accountant/${provider.slug as string}`);
    await heading(customer, 'I need some help with');
    await customer.getByRole('radio', { name: /Personal tax & finances/ }).check();
    await next(customer, "In particular I'd like help on");
    await customer.getByRole('checkbox', { name: 'Income tax', exact: true }).check();
    await next(customer, 'What other services do you require?');
    await next(customer, 'Thanks! Which of these describes you best?');
    await customer.getByRole('radio', { name: "I'm finding my first accountant" }).check();
    await next(customer, 'Please tell us what you need help with');
    await next(customer, 'How old are you?');
    await customer.getByRole('radio', { name: '41-50' }).check();
    await next(customer, 'Where are you based?');
    await customer.getByLabel('Country').selectOption('United Kingdom');
    await next(customer, 'Almost done. Where should we send your match?');
    await customer.getByLabel('Email address').fill(customerEmail);
    await next(customer, 'Finally, what is your mobile number?');
    await customer.getByLabel('Mobile number').fill('+44 7700 900456');
    await customer.getByRole('button', { name: 'Submit Application' }).click();
    await customer.waitForURL(`**/onboarding-success/${provider.slug as string}`);
    await customer.getByText(QUEUED).waitFor();
    await outboxWaiting(customer, 1).waitFor();
    await offlineBadge(customer).waitFor();
    await shoot(customer, 'journey-2-questionnaire-saved');
    expect(await collection('customerOnboardings').countDocuments({ email: customerEmail })).toBe(0);
  });

  it('back online, the worker sends both once; matching makes the leads and the mails go out', async () => {
    await setNetwork(business.context(), origin(), 'online');
    await setNetwork(customer.context(), origin(), 'online');

    // The hire: its business, its booking and a lead for the professional hired, once each.
    await heading(business, 'Request Sent Successfully!');
    const hirers = await eventually(() => collection('businesses').find({ companyName: company }).toArray(), (found) => found.length > 0);
    expect(hirers).toHaveLength(1);
    const hirer = hirers[0]!;
    const bookings = await eventually(() => collection('bookings').find({ businessId: hirer._id }).toArray(), (found) => found.length > 0);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.bookkeeperId).toEqual(provider._id);
    const hireLeads = await eventually(() => collection('leads').find({ businessId: hirer._id }).toArray(), (found) => found.length > 0);
    expect(hireLeads.map((lead) => lead.bookkeeperId)).toEqual([provider._id]);
    hireLeadId = hireLeads[0]!._id.toHexString();
    await outboxWaiting(business, 1).waitFor({ state: 'detached' });

    // The questionnaire: stored once and matched, the professional it started from among the matches.
    await customer.getByRole('link', { name: 'Follow your request' }).waitFor();
    await outboxWaiting(customer, 1).waitFor({ state: 'detached' });
    const onboardings = await eventually(() => collection('customerOnboardings').find({ email: customerEmail }).toArray(), (found) => found.length > 0);
    expect(onboardings).toHaveLength(1);
    onboardingId = onboardings[0]!._id as ObjectId;
    const matched = await collection('leads').find({ onboardingId }).toArray();
    expect(matched.length).toBeGreaterThanOrEqual(1);
    expect(matched.length).toBeLessThanOrEqual(3);
    const customerLead = matched.find((lead) => (lead.bookkeeperId as ObjectId).equals(provider._id));
    expect(customerLead).toBeDefined();
    customerLeadId = customerLead!._id.toHexString();

    // The mails: the business's hire and the customer's match each link their request page; the
    // professional hears of both leads.
    const toBusiness = await eventually(() => pages.data.mailTextsContaining(`To: ${businessEmail}`), (found) => found.length > 0);
    expect(toBusiness.some((mail) => /\/request\/[0-9a-f]{24}\?key=/.test(mail))).toBe(true);
    await eventually(() => pages.data.mailTextsContaining(`/request/${onboardingId.toHexString()}?key=`), (found) => found.length > 0);
    const toProvider = await eventually(() => pages.data.mailTextsContaining(`/dashboard/${provider._id.toHexString()}`), (found) => found.length >= 2);
    expect(toProvider).toHaveLength(2);
    await shoot(business, 'journey-3-hire-sent');
  });

  it('the professional opens the mailed dashboard link and triages offline and online', async () => {
    const providerId = provider._id.toHexString();
    // The first lead's mail carries the professional's new dashboard key; the second links the dashboard without it.
    const keyMails = await pages.data.mailTextsContaining(`/dashboard/${providerId}?key=`);
    expect(keyMails).toHaveLength(1);
    const withKey = new RegExp(`http://\\S+/dashboard/${providerId}\\?key=[\\w-]+`).exec(keyMails[0]!)?.[0];
    if (!withKey) throw new Error(`no dashboard link with its key in the professional’s mail:\n${keyMails[0]}`);
    dashboard = await newPage(390, 844);
    await dashboard.goto(local(withKey));
    await heading(dashboard, 'Your Leads', 2);
    expect(dashboard.url()).toBe(`${origin()}/dashboard/${providerId}`);
    expect(await dashboard.getByRole('heading', { level: 1 }).textContent()).toBe(provider.fullName);
    await workerInControl(dashboard);

    // Offline: the customer's lead marked contacted shows at once and waits on the device.
    await setNetwork(dashboard.context(), origin(), 'offline');
    const customerCard = leadCard(dashboard, customerLeadId);
    await customerCard.getByRole('button', { name: 'Mark as Contacted' }).click();
    await customerCard.getByText('Waiting to send').waitFor();
    expect(await customerCard.getByText('Contacted', { exact: true }).isVisible()).toBe(true);
    await shoot(dashboard, 'journey-4-dashboard-offline');
    expect(await leadStatus(customerLeadId)).toBe('new');

    await setNetwork(dashboard.context(), origin(), 'online');
    expect(await eventually(() => leadStatus(customerLeadId), (status) => status === 'contacted')).toBe('contacted');
    await customerCard.getByText('Waiting to send').waitFor({ state: 'detached' });

    // Online: the hire's lead goes straight to the server.
    const hireCard = leadCard(dashboard, hireLeadId);
    await hireCard.getByRole('button', { name: 'Mark as Contacted' }).click();
    await hireCard.getByText('Contacted', { exact: true }).waitFor();
    expect(await eventually(() => leadStatus(hireLeadId), (status) => status === 'contacted')).toBe('contacted');
  });

  it('the customer follows the mailed link, reads the professional’s reply and marks the hire', async () => {
    const requestId = onboardingId.toHexString();
    const [mail] = await pages.data.mailTextsContaining(`/request/${requestId}?key=`);
    const link = new RegExp(`http://\\S+/request/${requestId}\\?key=[\\w-]+`).exec(mail ?? '')?.[0];
    if (!link) throw new Error(`no request link in the customer's mail:\n${mail}`);
    await customer.goto(local(link));
    await heading(customer, 'Your request');
    expect(customer.url()).toBe(`${origin()}/request/${requestId}`);
    const match = customer.locator(`article[aria-labelledby="match-${customerLeadId}"]`);
    await match.getByText(/^Contacted you on /).waitFor();
    const name = provider.fullName as string;
    await match.getByRole('button', { name: `I hired ${name}` }).click();
    const dialog = customer.getByRole('dialog', { name: `Did you hire ${name}?` });
    await dialog.getByRole('button', { name: `Yes, I hired ${name}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await customer.getByText(new RegExp(`^You hired ${name} on `)).waitFor();
    await match.getByText('Hired', { exact: true }).waitFor();
    await shoot(customer, 'journey-5-hired');
    expect(await collection('leads').findOne({ _id: new ObjectId(customerLeadId) })).toMatchObject({ status: 'won', customerOutcome: 'hired' });

    // The professional's dashboard says it was the customer's word.
    await dashboard.reload();
    await leadCard(dashboard, customerLeadId).getByText('The customer says they hired you', { exact: true }).waitFor();
  });

  it('the mailed review link takes a review that shows on the profile as from a verified client', async () => {
    const mails = await eventually(() => pages.data.mailTextsContaining('/review/'), (found) => found.some((mail) => mail.includes(`To: ${customerEmail}`)));
    const mine = mails.filter((mail) => mail.includes(`To: ${customerEmail}`));
    expect(mine).toHaveLength(1);
    const link = /http:\/\/\S+\/review\/[\w-]+/.exec(mine[0]!)?.[0];
    if (!link) throw new Error(`no review link in the customer's mail:\n${mine[0]}`);
    const name = provider.fullName as string;
    await customer.goto(local(link));
    await heading(customer, `How was your work with ${name}?`);
    await customer.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
    const title = `Sorted my tax return ${run}`;
    await customer.getByRole('textbox', { name: 'Title' }).fill(title);
    await customer.getByRole('textbox', { name: 'Comment' }).fill('Clear advice, a filed return and no surprises at the end.');
    await customer.getByRole('button', { name: 'Send review' }).click();
    await customer.getByRole('heading', { name: 'Thank you for your review' }).waitFor();

    await customer.getByRole('link', { name: `See ${name}’s profile` }).click();
    const review = customer.getByRole('listitem').filter({ hasText: title });
    await review.waitFor();
    expect(await review.getByText('Verified client', { exact: true }).isVisible()).toBe(true);
    await shoot(review, 'journey-6-review');
    expect(await collection('reviews').findOne({ bookkeeperId: provider._id, title })).toMatchObject({ rating: '5', source: 'client', verifiedClient: true });
  });

  it('an admin approves a newcomer, who shows in the marketplace and, after its next sync, on an offline device', async () => {
    // The newcomer registers (online only) and is pending: not in the marketplace yet.
    const applicant = await newPage(1280, 900);
    await applicant.goto(`${origin()}/providers-form`);
    await applicant.getByRole('radio', { name: /Accounting Firm/ }).check();
    await applicant.getByText('Firm Name *', { exact: true }).waitFor();
    await applicant.getByLabel('Username').fill(newcomer.username);
    await applicant.getByLabel('Full Name').fill(newcomer.fullName);
    await applicant.getByLabel('Firm Name').fill(newcomer.firmName);
    await applicant.getByLabel('Email').fill(`${newcomer.username}@firm.test`);
    await applicant.getByLabel('Phone').fill('+1 416 555 0199');
    await choose(applicant, 'Country', 'Canada');
    await choose(applicant, 'City', 'Toronto');
    await applicant.getByRole('checkbox', { name: 'Bookkeeping', exact: true }).click();
    await applicant.getByRole('checkbox', { name: 'Small (1-10)', exact: true }).click();
    await choose(applicant, 'Service Area', 'Remote');
    await choose(applicant, 'Firm Size', 'Small (2-10)');
    await applicant.getByLabel('Monthly Starting Price (USD)').fill('400');
    await applicant.getByText('Username is available').waitFor();
    await applicant.getByRole('button', { name: 'Submit Profile' }).click();
    await heading(applicant, 'Profile Submitted Successfully!');
    const registered = (await collection('bookkeepers').findOne({ username: newcomer.username }))!;
    expect(registered.isApproved).toBe(false);
    const newcomerId = registered._id.toHexString();
    const newcomerCard = (page: Page) => page.locator(CARD).filter({ has: page.locator(`a[href="/bookkeeper/${registered.slug as string}"]`) });

    const admin = await newPage(1280, 900);
    await signInWithDemoCredentials(admin, origin());
    await admin.getByRole('searchbox').fill(newcomer.username);
    const pending = admin.getByRole('listitem', { name: newcomer.fullName });
    await pending.getByText('pending').first().waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Provider approved successfully').first().waitFor();
    await pending.waitFor({ state: 'detached' });
    expect(await collection('bookkeepers').findOne({ _id: registered._id })).toMatchObject({ isApproved: true });
    await eventually(() => pages.data.mailTextsContaining(`/dashboard/${newcomerId}?key=`), (found) => found.length > 0);

    // The marketplace lists them, for any visitor online.
    await business.goto(`${origin()}/marketplace`);
    await searchMarketplace(business, newcomer.firmName);
    await newcomerCard(business).waitFor();

    // The offline device does not have them yet; its next sync brings them.
    await searchMarketplace(device, newcomer.firmName);
    await heading(device, 'No providers found', 2);
    expect(await newcomerCard(device).count()).toBe(0);
    // The server hands out a change once it is a second old (so a late commit is never skipped):
    // once the catalogue has the newcomer, the device reconnects and its sync brings them.
    const listedInCatalogue = async () => {
      const pull = (await (await fetch(`${origin()}/api/sync/catalogue?limit=1000`)).json()) as { providers: { id: string }[] };
      return pull.providers.some((listed) => listed.id === newcomerId);
    };
    expect(await eventually(listedInCatalogue, Boolean)).toBe(true);
    await setNetwork(device.context(), origin(), 'online');
    expect(await eventually(() => cachedProvider(device, newcomerId), Boolean)).toBe(true);
    await setNetwork(device.context(), origin(), 'offline');
    await device.goto(`${origin()}/marketplace`);
    await searchMarketplace(device, newcomer.firmName);
    await newcomerCard(device).waitFor();
    await offlineBadge(device).waitFor();
    await shoot(device, 'journey-7-offline-device');

    console.log(`journey: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  });
});
