import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';
import { signInWithDemoCredentials } from './support/admin-sign-in';

/**
 * Verified credentials end to end: an admin verifies a claimed certification in the back office;
 * the marketplace's "Verified credentials only" filter narrows the list to that provider online
 * and, after the catalogue sync, offline alike; the profile shows the "Verified {Mon YYYY}" badge.
 */

const CARD = '[data-testid="provider-card"]';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Profile {
  bookkeeper: { fullName: string; slug: string; credentials: Array<{ name: string; verifiedAt?: string }> };
}

describe('verified credentials (real server, demo data, Chromium)', () => {
  const app = useRealApp();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  const signIn = (page: Page) => signInWithDemoCredentials(page, app.server.url);

  const total = async (query: string) => ((await (await fetch(`${app.server.url}/api/bookkeepers?${query}`)).json()) as { pagination: { total: number } }).pagination.total;

  it('verifies a certification in the back office; the filter narrows the marketplace to it online and offline; the profile shows the badge', async () => {
    const { bookkeeper: provider } = (await (await fetch(`${app.server.url}/api/bookkeepers/username/demo_provider`)).json()) as Profile;
    expect(provider.credentials.map((credential) => credential.name)).toContain('CPA');
    expect(await total('verified=true')).toBe(0);
    const everyone = await total('');

    context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin);
    await admin.getByRole('tab', { name: /^Approved/ }).click();
    await admin.getByRole('searchbox').fill(provider.fullName);
    const card = admin.getByRole('listitem', { name: provider.fullName });
    await card.getByRole('button', { name: 'Check CPA' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Check CPA' });
    await dialog.getByLabel('Note (optional)').fill('Licence 12-3456 checked with the state board');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(/^Verified \d/).waitFor();
    await card.getByText('Licence 12-3456 checked with the state board').waitFor();
    expect(await total('verified=true')).toBe(1);
    await admin.close();

    // A visitor's first visit: the service worker installs and the catalogue syncs with the check in it.
    const page = await context.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    const only = page.getByRole('checkbox', { name: 'Verified credentials only' });
    const narrowed = async () => {
      await page.getByText('Page 1 of 1 • Showing 1 of 1 professionals', { exact: true }).waitFor();
      expect(await page.locator(CARD).count()).toBe(1);
      await page.locator(CARD, { hasText: provider.fullName }).getByText('CPA').waitFor();
    };

    await only.click();
    await page.waitForURL('**/marketplace?verified=true');
    await narrowed();

    await setNetwork(context, app.server.url, 'offline');
    await only.click();
    await page.waitForURL(/\/marketplace$/);
    await page.getByText(new RegExp(`^Page 1 of \\d+ • Showing 50 of ${everyone} professionals$`)).waitFor();
    await only.click();
    await page.waitForURL('**/marketplace?verified=true');
    await narrowed();

    await page.locator(CARD).getByRole('link', { name: /View Profile/ }).click();
    await page.waitForURL(`**/bookkeeper/${provider.slug}`);
    const now = new Date();
    const credentials = page.getByRole('list', { name: 'Credentials' });
    await credentials.getByRole('listitem').filter({ hasText: 'CPA' }).getByText(`Verified ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`).waitFor();
    await credentials.getByRole('listitem').filter({ hasText: 'QuickBooks ProAdvisor' }).getByText('Self-reported').waitFor();
    expect(await page.content()).not.toContain('Licence 12-3456');
  });
});
