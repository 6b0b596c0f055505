import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { useRealApp } from './support/real-app';
import { setNetwork } from './support/network';
import { eventually, openServerData, type ServerData } from './support/server-data';

// A provider opens their dashboard link, edits their profile (bio, availability) and sees the change
// on their public profile: Hire and Get Contact give way to the "not taking new clients" notice. A
// hire queued offline before the provider paused is refused when it is replayed, and says why.

describe('a provider edits their profile from the dashboard (real server, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  let link: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    data = await openServerData(app.server);
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const key = `e2e${randomBytes(18).toString('hex')}`;
    await data.db.collection('bookkeepers').updateOne({ _id: provider!._id }, { $set: { dashboardKeyHash: hashDashboardKey(key), isAvailable: true } });
    link = `${app.server.url}/dashboard/${provider!._id.toHexString()}?key=${key}`;
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await data?.close();
  });

  it('changes the bio and pauses new clients; the public profile shows both', async () => {
    context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    const preview = page.getByRole('region', { name: 'How customers see you' });
    expect(await preview.getByTestId('provider-card').count()).toBe(1);

    await preview.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();
    const bio = page.getByLabel('Bio');
    expect(await bio.inputValue()).not.toBe('');
    const newBio = `Month-end closes for cafés and bakeries, ${randomBytes(3).toString('hex')}.`;
    await bio.fill(newBio);
    await page.getByRole('radio', { name: /^Not taking new clients/ }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();

    // Back on the dashboard, whose preview card now says so.
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    await preview.getByText('Not taking new clients').waitFor();

    await preview.getByRole('link', { name: 'View public profile' }).click();
    await page.getByText(newBio).waitFor();
    await page.getByText('Not taking new clients').waitFor();
    await page.getByText(/is not accepting new requests right now/).waitFor();
    expect(await page.getByRole('link', { name: 'Hire Professional' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Get Contact/ }).count()).toBe(0);
  });

  it('shows a refused field at the field, and says saving needs a connection while offline', async () => {
    context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();

    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Phone must have at least 7 digits').waitFor();

    // A refusal only the server can make is shown at its field too.
    const refusal = 'That address is no website we can link to';
    await page.route('**/api/bookkeeper/*/profile', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: { message: `website: ${refusal}`, errors: [{ path: 'website', message: refusal }] } }) : route.fallback(),
    );
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByLabel('Website').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.getByText(refusal).count()).toBeGreaterThan(0);
    await page.unroute('**/api/bookkeeper/*/profile');

    await context.setOffline(true);
    await page.getByText('Saving your profile needs a connection').waitFor();
    expect(await page.getByRole('button', { name: 'Save profile' }).isDisabled()).toBe(true);
  });

  async function choose(page: Page, label: string, option: string) {
    await page.getByLabel(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('shows a hire queued offline before the provider paused as refused, with the reason', async () => {
    const provider = await data.db.collection('bookkeepers').findOne({ isApproved: true, isActive: true, isAvailable: true, username: { $ne: 'demo_provider' } });
    context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(app.server.url);
    // The service worker controls the page, so it runs the replay.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.goto(`${app.server.url}/hire/${provider!.slug as string}`);
    const company = `paused-hire-${randomBytes(3).toString('hex')}`;
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Contact Name').fill('Dana Baker');
    await page.getByLabel('Email').fill(`${company}@bakery.test`);
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Location').fill('Austin, TX');
    await choose(page, 'Industry', 'Restaurant');
    await page.getByRole('checkbox', { name: 'Monthly Bookkeeping', exact: true }).click();
    await choose(page, 'Monthly Budget', '$1,000-$2,500/month');
    await choose(page, 'Timeline', 'Within 2 weeks');
    await page.getByLabel('Start Date').fill('2030-01-15');
    await setNetwork(context, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Saved on This Device' }).waitFor();

    // Meanwhile the provider stops taking new clients.
    await data.db.collection('bookkeepers').updateOne({ _id: provider!._id }, { $set: { isAvailable: false, updatedAt: new Date() } });
    await setNetwork(context, app.server.url, 'online');
    await page.getByRole('link', { name: /^Outbox: 1 needs your attention/ }).click();
    await page.getByRole('region', { name: 'Needs your attention' }).getByText(`${provider!.fullName as string} is not taking new clients right now`, { exact: false }).waitFor();
    // Step 1 (the business) went through; the booking did not.
    expect(await eventually(() => data.db.collection('businesses').countDocuments({ companyName: company }), (n) => n > 0)).toBe(1);
    const business = await data.db.collection('businesses').findOne({ companyName: company });
    expect(await data.db.collection('bookings').countDocuments({ businessId: business!._id })).toBe(0);
  });
});
