import { ObjectId } from 'mongodb';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually, openServerData, type ServerData } from './support/server-data';
import { setNetwork } from './support/network';
import { replayPassInWorker } from './support/worker-replay';

// The provider dashboard in Chromium with the real service worker against the real
// server: opened through the link an admin re-issue mails (read from the mail sink), the key gone
// from the address; triage online; a change made offline survives a reload and reaches the server
// once; a change another device made meanwhile comes back as the conflict message; a hire the
// customer declared on their request page shows as the customer's word.

describe('provider dashboard (real server, service worker, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    data = await openServerData(app.server);
  });
  afterAll(async () => {
    await context?.close();
    await data?.close();
  });

  /** An admin re-issues the provider's link; the new mail to the provider carries it. */
  async function mailedDashboardLink(providerId: string): Promise<string> {
    // The reissue's own mail: a lead's notice mailed meanwhile also links the dashboard, with the key the reissue replaces.
    const linkMails = async () => (await data.mailTextsContaining(`/dashboard/${providerId}?key=`)).filter((mail) => mail.includes('Your previous link no longer works'));
    const before = new Set(await linkMails());
    const [, username, password] = /Admin login: (\S+) \/ (\S+)/.exec(app.server.output.join('')) ?? [];
    const login = await fetch(`${app.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const reissue = await fetch(`${app.server.url}/api/admin/providers/${providerId}/dashboard-link`, { method: 'POST', headers: { Cookie: cookie } });
    expect(reissue.status).toBe(200);
    const linkPattern = new RegExp(`http://\\S+/dashboard/${providerId}\\?key=[\\w-]+`);
    const fresh = (await eventually(linkMails, (found) => found.some((mail) => !before.has(mail)))).filter((mail) => !before.has(mail));
    const link = linkPattern.exec(fresh[0] ?? '')?.[0];
    if (!link) throw new Error(`no new dashboard link in the provider's mail:\n${fresh[0]}`);
    // The mail names the server's PUBLIC_URL; the test's server is the same one.
    return link.replace(/^http:\/\/[^/]+/, app.server.url);
  }

  const leadCard = (page: Page, leadId: string): Locator => page.locator(`article[aria-labelledby="lead-${leadId}"]`);
  const leadStatus = async (leadId: string) => (await data.db.collection('leads').findOne({ _id: new ObjectId(leadId) }))?.status as string | undefined;

  it('opens from the mailed link, triages online and offline, and shows a conflict from another device', async () => {
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const providerId = provider!._id.toHexString();
    const newLeads = await data.db.collection('leads').find({ bookkeeperId: provider!._id, status: 'new' }).sort({ createdAt: -1 }).toArray();
    expect(newLeads.length).toBeGreaterThanOrEqual(3);
    const [passedOnline, contactedOffline, conflicted] = newLeads.map((lead) => lead._id.toHexString());
    const link = await mailedDashboardLink(providerId);
    const key = new URL(link).searchParams.get('key')!;

    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    let patchesOfOfflineChange = 0;
    // Requests the server answered (tries while offline fail before reaching it), the service worker's included.
    context.on('requestfinished', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/lead/${contactedOffline}`)) patchesOfOfflineChange += 1;
    });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/dashboard/${providerId}`);
    expect(await page.evaluate(() => window.location.search)).toBe('');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(provider!.fullName);
    await page.getByRole('button', { name: 'Decline' }).click();
    // The offline part needs the service worker in control (it serves the reload).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

    // Online: Pass reaches the server at once.
    await leadCard(page, passedOnline!).getByRole('button', { name: 'Pass' }).click();
    await page.getByText('Lead status has been updated successfully.', { exact: true }).waitFor();
    await leadCard(page, passedOnline!).getByText('Passed', { exact: true }).waitFor();
    expect(await leadStatus(passedOnline!)).toBe('passed');

    // Offline: the change shows at once, marked pending, and survives a reload served by the worker.
    await setNetwork(context, app.server.url, 'offline');
    await leadCard(page, contactedOffline!).getByRole('button', { name: 'Mark as Contacted' }).click();
    await leadCard(page, contactedOffline!).getByText('Waiting to send').waitFor();
    await page.reload();
    await page.getByText(/^Offline · saved on this device, updated /).waitFor();
    const offlineCard = leadCard(page, contactedOffline!);
    await offlineCard.getByText('Waiting to send').waitFor();
    expect(await offlineCard.getByText('Contacted', { exact: true }).isVisible()).toBe(true);
    expect(await offlineCard.getByRole('button', { name: 'Won' }).isVisible()).toBe(true);
    expect(await leadStatus(contactedOffline!)).toBe('new');

    // Back online: sent exactly once, and the row settles.
    await setNetwork(context, app.server.url, 'online');
    expect(await eventually(() => leadStatus(contactedOffline!), (status) => status === 'contacted')).toBe('contacted');
    await offlineCard.getByText('Waiting to send').waitFor({ state: 'detached' });
    // A later trigger (interval, visibility, the worker) runs another pass: it must not send it again.
    expect((await replayPassInWorker(page)).sent).toBe(0);
    expect(patchesOfOfflineChange).toBe(1);

    // Another device passes a lead while this one, offline, marks it contacted: the 409 wins.
    await setNetwork(context, app.server.url, 'offline');
    const elsewhere = await fetch(`${app.server.url}/api/lead/${conflicted}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Dashboard-Key': key },
      body: JSON.stringify({ status: 'passed', from: 'new' }),
    });
    expect(elsewhere.status).toBe(200);
    await leadCard(page, conflicted!).getByRole('button', { name: 'Mark as Contacted' }).click();
    await leadCard(page, conflicted!).getByText('Waiting to send').waitFor();
    await setNetwork(context, app.server.url, 'online');
    await leadCard(page, conflicted!).getByRole('alert').getByText('This lead was already marked Passed on another device').waitFor();
    await leadCard(page, conflicted!).getByText('Passed', { exact: true }).waitFor();
    expect(await leadStatus(conflicted!)).toBe('passed');
    // The dashboard showed the outcome: nothing is left waiting in the outbox.
    await page.goto(`${app.server.url}/outbox`);
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    expect(await page.getByRole('region', { name: 'Needs your attention' }).count()).toBe(0);
  });

  it('shows the provider a customer hired them on their request page', async () => {
    const created = await fetch(`${app.server.url}/api/business/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Hired Word Ltd',
        industry: 'retail',
        contactName: 'Ada Lovelace',
        email: 'hired-word@example.com',
        phone: '+1 555 0199',
        location: 'Chicago',
        services: ['Bookkeeping'],
        budget: '1000-2500',
        timeline: 'asap',
      }),
    });
    expect(created.status).toBe(201);
    const [, requestId, requestKey] = /^\/request\/([0-9a-f]{24})\?key=([\w-]+)$/.exec(((await created.json()) as { requestUrl: string }).requestUrl) ?? [];
    const requestPage = await fetch(`${app.server.url}/api/requests/${requestId}`, { headers: { 'X-Request-Key': requestKey! } });
    const { matches } = (await requestPage.json()) as { matches: { leadId: string; provider: { id: string } }[] };
    const hired = matches[0];
    if (!hired) throw new Error('the business request was matched to nobody');

    const hiredAnswer = await fetch(`${app.server.url}/api/requests/${requestId}/hired`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Key': requestKey! },
      body: JSON.stringify({ leadId: hired.leadId }),
    });
    expect(hiredAnswer.status).toBe(200);

    await context?.close();
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(await mailedDashboardLink(hired.provider.id));
    const card = leadCard(page, hired.leadId);
    await card.getByText('The customer says they hired you', { exact: true }).waitFor();
    expect(await card.getByText('Won', { exact: true }).isVisible()).toBe(true);
    // Won is final in the lead state machine: no status button is offered.
    expect(await card.getByRole('button').count()).toBe(0);
  });

  it('shows no lead data without access, and signs a device out', async () => {
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const providerId = provider!._id.toHexString();
    await context?.close();
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    await page.goto(`${app.server.url}/dashboard/${providerId}`);
    await page.getByRole('heading', { level: 1, name: 'Open Your Dashboard Link' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);

    await page.goto(`${app.server.url}/dashboard/${providerId}?key=not-the-key`);
    await page.getByText('This dashboard link is no longer valid').waitFor();
    expect(await page.evaluate(() => window.location.search)).toBe('');

    await page.goto(await mailedDashboardLink(providerId));
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    await page.getByRole('button', { name: 'Sign out of this device' }).click();
    await page.getByRole('heading', { level: 1, name: 'Signed Out' }).waitFor();
    expect(await page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('ledgerlink');
      open.onsuccess = () => {
        const count = open.result.transaction('leads').objectStore('leads').count();
        count.onsuccess = () => resolve(count.result);
      };
    }))).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Open Your Dashboard Link' }).waitFor();
  });

  it('shows Profile Not Found for an unknown provider', async () => {
    const page = await context!.newPage();
    await page.goto(`${app.server.url}/dashboard/${'0'.repeat(24)}`);
    await page.getByRole('heading', { level: 1, name: 'Profile Not Found' }).waitFor();
    expect(await page.textContent('main')).toContain("The bookkeeper profile you're looking for doesn't exist.");
  });
});
