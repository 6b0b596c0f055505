import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { ObjectId } from 'mongodb';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';
import { eventually, openServerData, type ServerData } from './support/server-data';

// The customer's private request page in Chromium with the real service worker against the real
// server: reached from the questionnaire's success page once the server answered, and from the
// mailed link in another browser (the key gone from the address, in no other request); a
// professional's pass shows once the page gets the focus back; offline a reload shows the copy on
// the device; "Ask for more matches" brings a professional not offered before; an "I hired" made
// offline is delivered once after reconnect; after an offline submit the success page links the
// page once its outbox item is sent; a wrong key says the link is invalid.

const SHOTS = process.env.REQUEST_PAGE_SHOTS; // a directory for screenshots, when set

describe('customer request page (real server, service worker, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  const contexts: BrowserContext[] = [];
  let requestId = '';
  let customerPage: Page;
  let mailedPage: Page;
  let mailedContext: BrowserContext;

  beforeAll(async () => {
    data = await openServerData(app.server);
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await data?.close();
  });

  async function newContext(width: number, height: number): Promise<BrowserContext> {
    const context = await app.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    return context;
  }

  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    // The cookie banner would cover the page: answer it first.
    const decline = page.getByRole('button', { name: 'Decline', exact: true });
    if (await decline.isVisible()) await decline.click();
    await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
    // The first screens alone, readable at a glance (a phone's full page is a long strip).
    const width = page.viewportSize()?.width ?? 390;
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: width < 600 ? 1300 : 1000 } });
  };

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  const matchCards = (page: Page): Locator => page.getByTestId('request-match');
  const matchCard = (page: Page, leadId: string): Locator => page.locator(`article[aria-labelledby="match-${leadId}"]`);

  async function next(page: Page, nextHeading: string): Promise<void> {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, nextHeading);
  }

  /** A personal customer in the United Kingdom asking for income tax help, as questionnaire.e2e.ts fills it. */
  async function submitQuestionnaire(page: Page, email: string): Promise<void> {
    await page.goto(`${app.server.url}/find-accountant`);
    await heading(page, 'I need some help with');
    await page.getByRole('radio', { name: /Personal tax & finances/ }).check();
    await next(page, "In particular I'd like help on");
    await page.getByRole('checkbox', { name: 'Income tax', exact: true }).check();
    await next(page, 'What other services do you require?');
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await heading(page, 'Thanks! Which of these describes you best?');
    await page.getByRole('radio', { name: "I'm finding my first accountant", exact: true }).check();
    await next(page, 'Please tell us what you need help with');
    await next(page, 'How old are you?');
    await page.getByRole('radio', { name: '41-50', exact: true }).check();
    await next(page, 'Where are you based?');
    await page.getByLabel('Country').selectOption('United Kingdom');
    await next(page, 'Almost done. Where should we send your match?');
    await page.getByLabel('Email address').fill(email);
    await next(page, 'Finally, what is your mobile number?');
    await page.getByLabel('Mobile number').fill('+44 7700 900456');
    await page.getByRole('button', { name: 'Submit Application' }).click();
  }

  it('links the request page from the success page once the server answered, and shows what was asked and the matches', async () => {
    const context = await newContext(390, 844);
    const page = await context.newPage();
    const email = `customer-${randomBytes(4).toString('hex')}@example.com`;
    await submitQuestionnaire(page, email);
    await page.waitForURL(/\/onboarding-success$/);
    const follow = page.getByRole('link', { name: 'Follow your request' });
    await follow.waitFor();
    const href = (await follow.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/request\/[0-9a-f]{24}\?key=[\w-]+$/);
    requestId = /^\/request\/([0-9a-f]{24})/.exec(href)![1]!;
    const key = new URL(href, app.server.url).searchParams.get('key')!;
    await shoot(page, 'success-390');

    await follow.click();
    await heading(page, 'Your request');
    // Followed inside the app: the key went to the session exchange, never into the address or history.
    expect(await page.evaluate(() => window.location.href)).toBe(`${app.server.url}/request/${requestId}`);
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(key);
    await page.getByRole('heading', { level: 2, name: 'What you asked for' }).waitFor();
    expect(await page.getByRole('list', { name: 'Services' }).textContent()).toContain('Income tax');
    expect(await page.getByText(email, { exact: true }).isVisible()).toBe(true);
    const leads = await data.db.collection('leads').countDocuments({ onboardingId: new ObjectId(requestId) });
    expect(leads).toBeGreaterThan(0);
    await matchCards(page).nth(leads - 1).waitFor();
    expect(await matchCards(page).count()).toBe(leads);
    expect(await matchCards(page).first().textContent()).toMatch(/Waiting for a reply \(\d+ h left\)/);
    expect(await matchCards(page).first().getByRole('link', { name: /^View profile of / }).getAttribute('href')).toMatch(/^\/@\w+/);
    customerPage = page;
  });

  it('opens from the mailed link in another browser, with the key in no later request', async () => {
    expect(requestId).not.toBe('');
    const mails = await eventually(() => data.mailTextsContaining(`/request/${requestId}?key=`), (found) => found.length > 0);
    const mailed = new RegExp(`http://\\S+/request/${requestId}\\?key=[\\w-]+`).exec(mails[0] ?? '')?.[0];
    if (!mailed) throw new Error(`no request link in the customer's mail:\n${mails[0]}`);
    // The mail names the server's PUBLIC_URL; the test's server is the same one.
    const link = mailed.replace(/^http:\/\/[^/]+/, app.server.url);
    const key = new URL(link).searchParams.get('key')!;

    mailedContext = await newContext(1280, 900);
    const later: string[] = [];
    mailedContext.on('request', (request) => {
      if (request.url() === link && request.resourceType() === 'document') return;
      if (request.url().includes(key) || (request.headers()['referer'] ?? '').includes(key)) later.push(`${request.resourceType()} ${request.url()}`);
    });
    mailedPage = await mailedContext.newPage();
    const document = await mailedPage.goto(link);
    expect(await document!.headerValue('referrer-policy')).toBe('no-referrer');
    await heading(mailedPage, 'Your request');
    await matchCards(mailedPage).first().waitFor();
    expect(mailedPage.url()).toBe(`${app.server.url}/request/${requestId}`);
    await mailedPage.waitForLoadState('networkidle');
    expect(later).toEqual([]);
    await shoot(mailedPage, 'request-1280');
  });

  it('shows a professional’s pass once the page gets the focus back', async () => {
    const lead = await data.db.collection('leads').findOne({ onboardingId: new ObjectId(requestId), status: 'new' }, { sort: { createdAt: 1 } });
    expect(lead).not.toBeNull();
    const leadId = lead!._id.toHexString();
    const providerId = (lead!.bookkeeperId as ObjectId).toHexString();
    // The provider's own dashboard link, issued the way the server stores one (its hash).
    const dashboardKey = `e2e${randomBytes(18).toString('hex')}`;
    await data.db.collection('bookkeepers').updateOne({ _id: lead!.bookkeeperId as ObjectId }, { $set: { dashboardKeyHash: hashDashboardKey(dashboardKey) } });
    expect(await matchCard(mailedPage, leadId).textContent()).toMatch(/Waiting for a reply/);

    const providerContext = await newContext(390, 844);
    const dashboard = await providerContext.newPage();
    await dashboard.goto(`${app.server.url}/dashboard/${providerId}?key=${dashboardKey}`);
    const card = dashboard.locator(`article[aria-labelledby="lead-${leadId}"]`);
    await card.getByRole('button', { name: 'Pass' }).click();
    await card.getByText('Passed', { exact: true }).waitFor();
    // The dashboard shows a change at once; the request page can only show it once the server has it.
    const status = () => data.db.collection('leads').findOne({ _id: lead!._id }).then((found) => found?.status as string | undefined);
    expect(await eventually(status, (value) => value === 'passed')).toBe('passed');

    await mailedPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await matchCard(mailedPage, leadId).getByText(/^Passed/).waitFor();
    await shoot(mailedPage, 'request-1280-passed');
    // The first phone, reopened: its session cookie reads the page without the key.
    await customerPage.reload();
    await matchCard(customerPage, leadId).getByText(/^Passed/).waitFor();
    await shoot(customerPage, 'request-390-passed');
  });

  it('offline, a reload shows the copy on this device and when it was updated', async () => {
    await mailedPage.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    const shown = await matchCards(mailedPage).count();
    await setNetwork(mailedContext, app.server.url, 'offline');
    await mailedPage.reload();
    await heading(mailedPage, 'Your request');
    await mailedPage.getByText(/^Offline · saved on this device, updated /).waitFor();
    expect(await matchCards(mailedPage).count()).toBe(shown);
    expect(await mailedPage.getByText(/^Passed/).count()).toBeGreaterThan(0);
    await shoot(mailedPage, 'request-1280-offline');
    await setNetwork(mailedContext, app.server.url, 'online');
    await mailedPage.getByText(/^Updated just now$/).waitFor();
  });

  it('asks for more matches after a pass, and a professional never offered before joins the page', async () => {
    const request = { onboardingId: new ObjectId(requestId) };
    const before = await data.db.collection('leads').find(request).toArray();
    const open = before.filter((lead) => lead.status === 'new' || lead.status === 'contacted').length;
    expect(open).toBeLessThan(3);
    await mailedPage.getByRole('button', { name: 'Ask for more matches' }).click();
    const answer = mailedPage.getByTestId('request-action-notice').filter({ hasText: 'Ask for more matches' });
    await answer.getByText(/^We offered your request to 1 more professional\./).waitFor();
    await matchCards(mailedPage).nth(before.length).waitFor();
    expect(await matchCards(mailedPage).count()).toBe(before.length + 1);
    const after = await data.db.collection('leads').find(request).toArray();
    expect(after).toHaveLength(before.length + 1);
    // Never a professional offered before, and never more than 3 open.
    expect(new Set(after.map((lead) => String(lead.bookkeeperId))).size).toBe(after.length);
    expect(after.filter((lead) => lead.status === 'new' || lead.status === 'contacted')).toHaveLength(open + 1);
    // Three open again: the page no longer offers more.
    if (open + 1 === 3) expect(await mailedPage.getByRole('button', { name: 'Ask for more matches' }).count()).toBe(0);
    await shoot(mailedPage, 'request-1280-more-matches');
  });

  it('an "I hired" made offline is delivered once after reconnect, and every match says what became of it', async () => {
    const open = await data.db.collection('leads').find({ onboardingId: new ObjectId(requestId), status: 'new' }, { sort: { createdAt: 1 } }).toArray();
    expect(open.length).toBeGreaterThan(0);
    const hired = open[0]!;
    // Answers from the server (an attempt cut off while offline gets none).
    const hires: number[] = [];
    mailedContext.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().endsWith(`/api/requests/${requestId}/hired`)) hires.push(response.status());
    });

    await setNetwork(mailedContext, app.server.url, 'offline');
    const card = matchCard(mailedPage, hired._id.toHexString());
    const name = ((await card.getByRole('button', { name: /^I hired / }).textContent()) ?? '').replace(/^I hired /, '');
    await card.getByRole('button', { name: `I hired ${name}` }).click();
    const dialog = mailedPage.getByRole('dialog', { name: `Did you hire ${name}?` });
    await dialog.getByRole('button', { name: `Yes, I hired ${name}` }).click();
    await dialog.waitFor({ state: 'detached' });
    const notice = mailedPage.getByTestId('request-action-notice').filter({ hasText: `I hired ${name}` });
    await notice.getByText('Saved on this device — it will be sent when you’re back online.').waitFor();
    // Nothing else is offered while the hire waits to be sent.
    expect(await mailedPage.getByRole('button', { name: 'Close my request' }).count()).toBe(0);
    await shoot(mailedPage, 'request-1280-hired-offline');
    expect((await data.db.collection('leads').findOne({ _id: hired._id }))?.status).toBe('new');

    await setNetwork(mailedContext, app.server.url, 'online');
    await notice.getByText(/^Thank you\. We told /).waitFor();
    await mailedPage.getByText(new RegExp(`^You hired ${name} on `)).waitFor();
    await card.getByText('Hired', { exact: true }).waitFor();
    const leads = await data.db.collection('leads').find({ onboardingId: new ObjectId(requestId) }).toArray();
    expect(leads.find((lead) => lead._id.equals(hired._id))).toMatchObject({ status: 'won', customerOutcome: 'hired' });
    for (const other of open.slice(1)) expect(leads.find((lead) => lead._id.equals(other._id))).toMatchObject({ status: 'lost', customerOutcome: 'hired-other' });
    // Delivered once: the server answered one request for the one action, and no action is offered any more.
    expect(hires).toEqual([200]);
    expect(await mailedPage.getByRole('button', { name: /^I hired / }).count()).toBe(0);
    await customerPage.reload();
    await customerPage.getByText(new RegExp(`^You hired ${name} on `)).waitFor();
    await shoot(customerPage, 'request-390-hired');
  });

  it('after an offline submit, links the request page once the outbox item is sent', async () => {
    // No service worker, so the page's own replay meets the route that cuts the connection.
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    contexts.push(context);
    const page = await context.newPage();
    await page.route('**/api/customer-onboarding', (route) => route.abort('internetdisconnected'));
    await submitQuestionnaire(page, `offline-${randomBytes(4).toString('hex')}@example.com`);
    await page.waitForURL(/\/onboarding-success$/);
    await page.getByText('Saved on this device — it will be sent when you’re back online').waitFor();
    expect(await page.getByRole('link', { name: 'Follow your request' }).count()).toBe(0);

    await page.unroute('**/api/customer-onboarding');
    await page.evaluate(() => window.dispatchEvent(new Event('online'))); // what the browser fires on reconnecting
    const follow = page.getByRole('link', { name: 'Follow your request' });
    await follow.waitFor();
    expect(await follow.getAttribute('href')).toMatch(/^\/request\/[0-9a-f]{24}\?key=[\w-]+$/);
    await follow.click();
    await matchCards(page).first().waitFor();
    // The outbox panel links it too, beside the sent item.
    await page.goto(`${app.server.url}/outbox`);
    await page.getByRole('region', { name: 'Sent' }).getByRole('link', { name: 'Follow your request' }).waitFor();
  });

  it('changes a business request’s details before anyone replies, then closes it with a reason the professionals read', async () => {
    const created = await fetch(`${app.server.url}/api/business/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.server.url },
      body: JSON.stringify({
        companyName: `Edit Test ${randomBytes(3).toString('hex')} Ltd`,
        industry: 'retail',
        contactName: 'Sam Lee',
        email: `sam-${randomBytes(4).toString('hex')}@shop.example`,
        phone: '+44 7700 900123',
        location: 'Leeds',
        services: ['Bookkeeping'],
        budget: '1000-2500',
        timeline: 'asap',
      }),
    });
    expect(created.status).toBe(201);
    const { businessId, requestUrl } = (await created.json()) as { businessId: string; requestUrl: string };
    const context = await newContext(390, 844);
    const page = await context.newPage();
    await page.goto(`${app.server.url}${requestUrl}`);
    await heading(page, 'Your request');
    await page.getByText('+44 7700 900123', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Change my details' }).click();
    const edit = page.getByRole('dialog', { name: 'Change your details' });
    await edit.getByLabel('Phone').fill('+44 7700 900999');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('request-action-notice').getByText('Your details are updated.').waitFor();
    await page.getByText('+44 7700 900999', { exact: true }).waitFor();
    expect((await data.db.collection('businesses').findOne({ _id: new ObjectId(businessId) }))?.phone).toBe('+44 7700 900999');

    // Update emails off, through the outbox like every action.
    const emails = page.getByRole('checkbox', { name: /Email me when a professional replies/ });
    expect(await emails.isChecked()).toBe(true);
    // Checked as the outbox holds the change (a moment after the click), so a plain click.
    await emails.click();
    await page.getByTestId('request-action-notice').filter({ hasText: 'Stop update emails' }).waitFor();
    await eventually(
      () => data.db.collection('businesses').findOne({ _id: new ObjectId(businessId) }),
      (business) => business?.updatesByEmailOffAt instanceof Date,
    );
    // The page shows the server's state once its answer is read back.
    await eventually(
      () => emails.isChecked(),
      (checked) => !checked,
    );

    await page.getByRole('button', { name: 'Close my request' }).click();
    const close = page.getByRole('dialog', { name: 'Close your request' });
    // The shared rules refuse an empty reason beside the field, and nothing is queued.
    await close.getByRole('button', { name: 'Close my request' }).click();
    await close.getByText(/Reason/).first().waitFor();
    expect(await close.getByRole('textbox', { name: /Why are you closing it/ }).getAttribute('aria-invalid')).toBe('true');
    await close.getByRole('textbox', { name: /Why are you closing it/ }).fill('I found help elsewhere');
    await close.getByRole('button', { name: 'Close my request' }).click();
    await page.getByText(/^You closed this request on /).waitFor();
    const leads = await data.db.collection('leads').find({ businessId: new ObjectId(businessId) }).toArray();
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(lead).toMatchObject({ status: 'lost', customerOutcome: 'closed', closedReason: 'I found help elsewhere' });
    expect(await page.getByRole('button', { name: /^I hired |^Ask for more matches$|^Change my details$/ }).count()).toBe(0);
    await shoot(page, 'request-390-closed');
  });

  it('says plainly that a wrong key’s link is invalid or expired, and what to do', async () => {
    const context = await newContext(390, 844);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/request/${requestId}?key=not-the-key`);
    await heading(page, 'This link is invalid or has expired');
    expect(await page.getByText(/Open the link from the email we sent you/).isVisible()).toBe(true);
    expect(page.url()).toBe(`${app.server.url}/request/${requestId}`);
    expect(await matchCards(page).count()).toBe(0);
    await shoot(page, 'invalid-390');
  });
});
