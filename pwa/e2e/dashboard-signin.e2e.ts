import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { useTestPages } from './support/test-pages';
import { eventually } from './support/server-data';

// A provider without their dashboard link, in Chromium against the real server: the dashboard's
// no-access view asks for a sign-in link by email, the mail (read from the mail sink) carries it,
// opening it shows the leads with no token left in the address, and the used link, opened on another
// device, is refused with the form to ask again.

const SHOTS = process.env.SIGNIN_SHOTS; // a directory for screenshots, when set

describe('dashboard sign-in link by mail (real server, Chromium)', () => {
  const app = useRealApp();
  const pages = useTestPages(app, SHOTS);
  const { newPage, shoot } = pages;

  it('mails a one-time sign-in link from the no-access view that opens the dashboard once', async () => {
    const provider = (await pages.data.db.collection('bookkeepers').findOne({ username: 'demo_provider' }))!;
    const providerId = provider._id.toHexString();
    const email = provider.email as string;

    const page = await newPage(390, 844);
    await page.goto(`${app.server.url}/dashboard/${providerId}`);
    await page.getByRole('heading', { level: 1, name: 'Open Your Dashboard Link' }).waitFor();
    await shoot(page, 'no-access-390');
    const form = page.getByRole('form', { name: 'Send me my dashboard link' });
    await form.getByRole('button', { name: 'Send me my dashboard link' }).click();
    await form.getByText('Email is required').waitFor();
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Send me my dashboard link' }).click();
    await form.getByRole('status').filter({ hasText: 'a sign-in link is on its way' }).waitFor();
    await shoot(page, 'link-sent-390');

    const mails = await eventually(() => pages.data.mailTextsContaining(`/dashboard/${providerId}?signin=`), (found) => found.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${email}`);
    const link = new RegExp(`http://\\S+/dashboard/${providerId}\\?signin=[\\w%-]+`).exec(mails[0]!)?.[0];
    if (!link) throw new Error(`no sign-in link in the mail:\n${mails[0]}`);
    const signinUrl = link.replace(/^http:\/\/[^/]+/, app.server.url);
    const token = new URL(signinUrl).searchParams.get('signin')!;

    const requested: string[] = [];
    page.context().on('request', (request) => void requested.push(request.url()));
    await page.goto(signinUrl);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    expect(await page.locator('article[aria-labelledby^="lead-"]').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${app.server.url}/dashboard/${providerId}`);
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    // Only the page's own request carried the token: the exchange sends it in a body.
    expect(requested.filter((url) => url.includes(token))).toEqual([signinUrl]);

    // Used once: another device opening the same link is refused, and may ask again there.
    const other = await newPage(1280, 900);
    await other.goto(signinUrl);
    await other.getByRole('heading', { level: 1, name: 'Sign-In Link Not Valid' }).waitFor();
    await other.getByText('This sign-in link has expired or was already used. Ask for a new one below.').waitFor();
    await other.getByRole('form', { name: 'Send me my dashboard link' }).waitFor();
    expect(await other.evaluate(() => window.location.href)).toBe(`${app.server.url}/dashboard/${providerId}`);
    await shoot(other, 'refused-1280');
  });

  it('offers the same form on /dashboard, linked from the provider pages, disabled offline, with the server’s word on too many requests', async () => {
    const page = await newPage(1280, 900);
    await page.goto(`${app.server.url}/providers-form`);
    await page.getByRole('link', { name: 'Open your dashboard' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Open your dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await shoot(page, 'open-dashboard-1280');

    await page.context().setOffline(true);
    const form = page.getByRole('form', { name: 'Send me my dashboard link' });
    await form.getByText('You are offline').waitFor();
    expect(await form.getByRole('button', { name: 'Send me my dashboard link' }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await form.getByLabel('Email').fill('not-a-provider@example.com');
    const send = form.getByRole('button', { name: 'Send me my dashboard link' });
    await send.click();
    await form.getByRole('status').filter({ hasText: 'a sign-in link is on its way' }).waitFor();
    // Past 3 requests an hour for one address, the server's 429 is shown as it says it.
    for (let n = 0; n < 3; n += 1) {
      await send.click();
      await form.getByRole(n < 2 ? 'status' : 'alert').waitFor();
    }
    await form.getByRole('alert').filter({ hasText: 'Too many sign-in links were asked for' }).waitFor();

    const narrow = await newPage(390, 844);
    await narrow.goto(`${app.server.url}/dashboard`);
    await narrow.getByRole('heading', { level: 1, name: 'Open your dashboard' }).waitFor();
    await shoot(narrow, 'open-dashboard-390');
  });
});
