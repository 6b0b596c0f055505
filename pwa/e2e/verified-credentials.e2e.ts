import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';
import { signInWithDemoCredentials } from './support/admin-sign-in';

/**
 * Verified credentials end to end: an admin verifies a claimed certification in the back office;
 * the marketplace's "Verified credentials only" filter counts that provider among the verified ones
 * online and, after the catalogue sync, offline alike; the profile shows the "Verified {Mon YYYY}" badge.
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

  it('verifies a certification in the back office; the verified-only filter counts it online and offline alike; the profile shows the badge', async () => {
    const { bookkeeper: provider } = (await (await fetch(`${app.server.url}/api/bookkeepers/username/demo_provider`)).json()) as Profile;
    expect(provider.credentials.map((credential) => credential.name)).toContain('CPA');
    // The demo's admins checked some providers already; the demo provider is not one of them.
    const verifiedBefore = await total('verified=true');
    expect(verifiedBefore).toBeGreaterThan(0);
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
    expect(await total('verified=true')).toBe(verifiedBefore + 1);
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
      await page.getByText(new RegExp(`^Page 1 of \\d+ • Showing \\d+ of ${verifiedBefore + 1} professionals$`)).waitFor();
      // Every card shown names a verified credential.
      for (const card of await page.locator(CARD).all()) expect(await card.getByText('(verified)').count()).toBeGreaterThan(0);
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

    await setNetwork(context, app.server.url, 'online');
    await page.goto(`${app.server.url}/bookkeeper/${provider.slug}`);
    const now = new Date();
    const credentials = page.getByRole('list', { name: 'Credentials' });
    await credentials.getByRole('listitem').filter({ hasText: 'CPA' }).getByText(`Verified ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`).waitFor();
    await credentials.getByRole('listitem').filter({ hasText: 'QuickBooks ProAdvisor' }).getByText('Self-reported').waitFor();
    expect(await page.content()).not.toContain('Licence 12-3456');
  });
});
