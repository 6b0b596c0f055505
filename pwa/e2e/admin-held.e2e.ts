import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually, openServerData } from './support/server-data';
import { signInWithDemoCredentials } from './support/admin-sign-in';

/** Picks an option of a Radix select found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('spam held for the admin (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  it('holds a business request whose hidden homepage field a bot filled, and the admin releases it from the Held tab', async () => {
    const data = await openServerData(app.server);
    const email = 'bot@held-hardware.test';
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/business-form`);
    const trap = page.locator('input[name="homepage"]');
    // People never reach it: out of the tab order, hidden from assistive technology, not autofilled.
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);

    await page.getByLabel('Company Name').fill('Held Hardware');
    await choose(page, 'Industry', 'Retail');
    await page.getByLabel('Contact Name').fill('Robo Filler');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 555 0142');
    await page.getByLabel('Location').fill('Denver, CO');
    await page.getByRole('checkbox', { name: 'Bookkeeping', exact: true }).click();
    await choose(page, 'Monthly Budget', '$500-$1,000/month');
    await choose(page, 'Timeline', 'ASAP');
    await trap.fill('https://cheap-pills.example', { force: true });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    // Answered like any other request.
    await page.getByRole('heading', { name: 'Request submitted successfully', exact: true }).waitFor();
    expect(await data.db.collection('businesses').countDocuments({ email })).toBe(0);
    expect(await data.mailsContaining(email)).toBe(0);

    await signInWithDemoCredentials(page, app.server.url);
    await page.getByRole('tab', { name: 'Held' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('The hidden "homepage" field was filled in').waitFor();
    expect(await row.textContent()).toContain('Business request');

    await row.getByRole('button', { name: 'Release the submission from Robo Filler' }).click();
    await page.getByText('Released', { exact: true }).first().waitFor();
    await page.getByText('Nothing held. Every submission passed the spam rules.').waitFor();
    // Stored and matched as if it had never been held: the customer's match mail goes out.
    expect(await data.db.collection('businesses').countDocuments({ email, matchedAt: { $exists: true } })).toBe(1);
    expect(await eventually(() => data.mailsContaining(email), (count) => count > 0)).toBeGreaterThan(0);
    await page.close();
    await data.close();
  });
});
