import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { useRealApp } from './support/real-app';
import { openServerData, type ServerData } from './support/server-data';

// A provider opens their dashboard link, edits their profile (bio, availability) and sees the change
// on their public profile: Hire and Get Contact give way to the "not taking new clients" notice.

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

  it('refuses a bad field at the field, and says saving needs a connection while offline', async () => {
    context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();

    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Phone must have at least 7 digits').waitFor();

    await context.setOffline(true);
    await page.getByText('Saving your profile needs a connection').waitFor();
    expect(await page.getByRole('button', { name: 'Save profile' }).isDisabled()).toBe(true);
  });
});
