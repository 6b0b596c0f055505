import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';

/** Picks an option of a Radix select found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const check = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).click();

describe('the form screens (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  it('sends a hire request, shows the summary once, and sends a reload home', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.server.url);
    const { slug, fullName } = await page.evaluate(async () => {
      const body = (await (await fetch('/api/bookkeepers')).json()) as { bookkeepers: { slug: string; fullName: string }[] };
      return body.bookkeepers[0]!;
    });
    await page.goto(`${app.server.url}/hire/${slug}`);
    // Breadcrumbs: Home, Marketplace, Hire {provider name} (spec §2).
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.locator('[aria-current="page"]', { hasText: `Hire ${fullName}` }).waitFor();
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Home', 'Marketplace', `Hire ${fullName}`]);
    await page.getByLabel('Company Name').fill('E2E Bakery');
    await page.getByLabel('Contact Name').fill('Dana Baker');
    await page.getByLabel('Email').fill('dana@bakery.test');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Location').fill('Austin, TX');
    await choose(page, 'Industry', 'Restaurant');
    await page.getByRole('radio', { name: 'Small (1-10 employees)' }).check();
    await check(page, 'Monthly Bookkeeping');
    await check(page, 'Payroll Processing');
    await choose(page, 'Monthly Budget', '$1,000-$2,500/month');
    await choose(page, 'Timeline', 'Within 2 weeks');
    await page.getByLabel('Start Date').fill('2030-01-15');
    await page.getByLabel('Estimated Hours').fill('10');
    await page.getByLabel('Project Description').fill('Monthly books for two shops');
    await page.getByRole('button', { name: 'Send Request' }).click();

    await page.getByRole('heading', { name: 'Request Sent Successfully!' }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/thank-you/${slug}`);
    const body = await page.textContent('main');
    expect(body).toContain('$1,000-$2,500/month');
    expect(body).toContain('Within 2 weeks');
    expect(body).toContain('January 15, 2030');

    await page.reload();
    await page.waitForURL(`${app.server.url}/`);
    await page.close();
  });

  it('focuses the first invalid field on an empty hire submit and refuses a past start date', async () => {
    const page = await app.browser.newPage();
    await page.goto(app.server.url);
    const { slug } = await page.evaluate(async () => {
      const body = (await (await fetch('/api/bookkeepers')).json()) as { bookkeepers: { slug: string }[] };
      return body.bookkeepers[0]!;
    });
    await page.goto(`${app.server.url}/hire/${slug}`);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-companyName');
    expect(await page.textContent('form')).toContain('Company name is required');

    await page.getByLabel('Start Date').fill('2020-01-15');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Start date cannot be in the past').waitFor();
    await page.close();
  });

  it('offers no Hire or Get Contact for a professional the API does not list', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/@no_such_professional`);
    await page.getByText('This professional is not listed.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Hire Professional' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Get Contact' }).count()).toBe(0);
    await page.close();
  });

  it('shows "Not taking new clients" without a Hire button on the profile and the hire page', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The demo data's first provider, answered as not available (isAvailable false).
    await page.route('**/api/bookkeepers/slug/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { bookkeeper: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, bookkeeper: { ...body.bookkeeper, isAvailable: false } } });
    });
    await page.goto(app.server.url);
    const { slug } = await page.evaluate(async () => {
      const body = (await (await fetch('/api/bookkeepers')).json()) as { bookkeepers: { slug: string }[] };
      return body.bookkeepers[0]!;
    });
    await page.goto(`${app.server.url}/bookkeeper/${slug}`);
    await page.getByText('Not taking new clients').waitFor();
    expect(await page.getByRole('link', { name: 'Hire Professional' }).count()).toBe(0);
    await page.goto(`${app.server.url}/hire/${slug}`);
    await page.getByText('Not taking new clients').waitFor();
    expect(await page.getByRole('button', { name: 'Send Request' }).count()).toBe(0);
    await context.close();
  });

  it('registers a firm, lands on the thank-you page, and refuses the same username again', async () => {
    const username = `e2e_firm_${Date.now().toString(36)}`;
    const page = await app.browser.newPage();
    const register = async (email: string) => {
      await page.goto(`${app.server.url}/providers-form`);
      await page.getByRole('radio', { name: /Accounting Firm/ }).check();
      await page.getByText('Firm Name *', { exact: true }).waitFor();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Full Name').fill('Erin Firm');
      await page.getByLabel('Firm Name').fill('E2E Ledger Partners');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+1 555 0199');
      await choose(page, 'Country', 'Canada');
      await choose(page, 'City', 'Toronto');
      await check(page, 'Bookkeeping');
      await check(page, 'Payroll');
      await check(page, 'Small (1-10)');
      await choose(page, 'Service Area', 'Remote');
      await choose(page, 'Firm Size', 'Small (2-10)');
      await page.getByLabel('Monthly Starting Price (USD)').fill('400');
    };

    await register(`${username}@firm.test`);
    await page.getByText('Username is available').waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByRole('heading', { name: 'Profile Submitted Successfully!' }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/bookkeeper-thank-you/${username}`);
    expect(await page.textContent('main')).toMatch(/answer by email within 3 business days\. A receipt is on its way to /);
    const body = await page.textContent('main');
    expect(body).toContain('Toronto, Canada');
    expect(body).toContain('$400 per month');
    expect(await page.getByRole('link', { name: 'View Your Profile' }).getAttribute('href')).toBe(`/@${username}`);

    await register(`other_${username}@firm.test`);
    await page.getByText('This username is already taken').first().waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText('Registration Failed').first().waitFor(); // Radix also announces it in a live region
    expect(page.url()).toBe(`${app.server.url}/providers-form`);
    await page.close();
  });

  it('asks for a service on the business form, then submits the request', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/business-form`);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Please select at least one service').waitFor();
    expect(await page.getByLabel('Company Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Company Name').fill('E2E Hardware');
    await choose(page, 'Industry', 'Retail');
    await page.getByLabel('Contact Name').fill('Sam Tool');
    await page.getByLabel('Email').fill('sam@hardware.test');
    await page.getByLabel('Phone').fill('+1 555 0142');
    await page.getByLabel('Location').fill('Denver, CO');
    await check(page, 'Bookkeeping');
    await choose(page, 'Monthly Budget', '$500-$1,000/month');
    await choose(page, 'Timeline', 'ASAP');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Request submitted successfully', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Professionals' }).getAttribute('href')).toBe('/marketplace');
    await page.close();
  });
});
