import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';

describe('admin sign-in (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  it('sends a signed-out visitor of the dashboard to the login page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.close();
  });

  it('refuses a wrong password and signs in with the demo credentials shown on the page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/admin/login`);
    const demo = page.getByRole('complementary', { name: 'Demo credentials' });
    await demo.waitFor();
    const [username, password] = await demo.locator('code').allTextContents();
    expect(app.server.output.join('')).toContain(`Admin login: ${username} / ${password}`);

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
