import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('admin sign-in (real server, demo data, Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor of the dashboard to the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.close();
  });

  it('refuses a wrong password and signs in with the demo credentials shown on the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/login`);
    const demo = page.getByRole('complementary', { name: 'Demo credentials' });
    await demo.waitFor();
    const [username, password] = await demo.locator('code').allTextContents();
    expect(server.output.join('')).toContain(`Admin login: ${username} / ${password}`);

    await page.getByLabel('Username').fill(username!);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').first().waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);

    await page.getByLabel('Password').fill(password!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Unmatched requests' }).waitFor();
    await page.getByText(`Signed in as ${username}`).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect((await page.evaluate(async () => (await fetch('/api/admin/unmatched-requests')).status))).toBe(401);
    await page.close();
  });
});
