import type { Page } from 'playwright-core';

/** Signs in on the admin login page with the demo credentials it shows (demo mode), and returns them. */
export async function signInWithDemoCredentials(page: Page, baseUrl: string): Promise<{ username: string; password: string }> {
  await page.goto(`${baseUrl}/admin/login`);
  const demo = page.getByRole('complementary', { name: 'Demo credentials' });
  await demo.waitFor();
  const [username, password] = await demo.locator('code').allTextContents();
  await page.getByLabel('Username').fill(username!);
  await page.getByLabel('Password').fill(password!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  return { username: username!, password: password! };
}
