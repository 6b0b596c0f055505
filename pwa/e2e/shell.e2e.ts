import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { setNetwork } from './support/network';

describe('the served PWA shell (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  it('prints the facts a new user needs on start', () => {
    const printed = app.server.output.join('');
    expect(printed).toMatch(/Database: embedded/);
    expect(printed).toMatch(/Data directory: /);
    expect(printed).toMatch(/Admin login: admin \/ \S+/);
  });

  it('renders the home page with both calls to action', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.server.url);
    await expect(page.getByRole('link', { name: 'Help me find an accountant' }).first().getAttribute('href')).resolves.toBe('/find-accountant');
    await expect(page.getByRole('link', { name: 'Join as professional' }).first().getAttribute('href')).resolves.toBe('/providers-form');
    expect(await page.title()).toContain('LedgerLink');
    await page.close();
  });

  it('tells a visitor who reaches an unknown path what happened and where to go, with status 404', async () => {
    const page = await app.browser.newPage();
    const response = await page.goto(`${app.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We can’t find that page' }).waitFor();
    expect(await page.textContent('body')).not.toContain('router');
    expect(await page.getByRole('main').getByRole('link', { name: 'Browse professionals' }).getAttribute('href')).toBe('/marketplace');
    expect(await page.getByRole('main').getByRole('link', { name: 'Get matched' }).getAttribute('href')).toBe('/find-accountant');
    await page.close();
  });

  it('starts a page opened from a link or a typed address at the top; back restores the position', async () => {
    const page = await app.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${app.server.url}/marketplace`);
    await page.locator('[data-testid="provider-card"]').first().waitFor();
    const scrollToFooter = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrollY = () => page.evaluate(() => window.scrollY);

    await scrollToFooter();
    const saved = await scrollY();
    expect(saved).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    // The URL changes before the lazy page renders: wait for the new page's own heading.
    await page.getByRole('heading', { level: 1, name: 'About LedgerLink' }).waitFor();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await page.waitForURL('**/marketplace');
    await expect.poll(scrollY).toBeGreaterThan(1000);

    // A typed address in the same tab is a new document whose history key is "default" again.
    await scrollToFooter();
    await page.goto(`${app.server.url}/how-it-works`);
    await page.getByRole('heading', { level: 1, name: 'How it works' }).waitFor();
    expect(await scrollY()).toBe(0);
    await page.close();
  });

  it('serves the demo catalogue through the API', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.server.url);
    const body = await page.evaluate(async () => (await fetch('/api/bookkeepers?providerType=firm&page=2')).json());
    expect(body.pagination.total).toBeGreaterThan(100);
    expect(body.bookkeepers.length).toBe(50);
    await page.close();
  });

  it('asks for cookie consent once, remembers the choice, and lets the visitor change it', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(app.server.url);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('link', { name: 'Join as professional' }).first().waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ledgerlink.cookie-consent'))).toBe('declined');

    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('ledgerlink.cookie-consent'))).toBe('accepted');
    await context.close();
  });

  it('explains matching from the how-it-works page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/how-it-works`);
    await page.getByRole('link', { name: 'How matching works' }).click();
    await page.waitForURL('**/how-matching-works');
    expect(await page.textContent('main')).toMatch(/pay to rank higher/i);
    await page.close();
  });

  it('installs the service worker and keeps the shell available offline', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(app.server.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now controlled by the service worker
    await setNetwork(context, app.server.url, 'offline');
    await page.goto(`${app.server.url}/how-it-works`);
    expect(await page.title()).toContain('LedgerLink');
    await context.close();
  });
});
