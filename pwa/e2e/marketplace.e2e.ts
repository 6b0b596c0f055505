import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';

const CARD = '[data-testid="provider-card"]';

/** The address's own results are in: the section is no longer busy (a previous page's cards stay, dimmed, while it is). */
async function resultsReady(page: Page) {
  await page.locator('section[aria-label="Results"][aria-busy="false"]').waitFor();
  await page.getByText(/^Page \d+ of \d+ • Showing \d+ of \d+ professionals$/).waitFor();
}

describe('marketplace and provider profile (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  it('lists 50 providers per page and narrows to firms through the address', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await resultsReady(page);
    expect(await page.locator(CARD).count()).toBe(50);
    expect(await page.getByText(/^Page 1 of \d+ • Showing 50 of \d+ professionals$/).count()).toBe(1);
    // The header's rating and the introduction's are one figure from the database.
    const { averageRating } = (await (await fetch(`${app.server.url}/api/marketplace/stats`)).json()) as { averageRating: number };
    const rating = (averageRating / 10).toFixed(1);
    await page.getByText(`${rating} avg rating`, { exact: true }).waitFor();
    expect(await page.textContent('body')).toContain(`Rated ${rating} out of 5 on average`);

    await page.locator('label').filter({ hasText: /^Firm$/ }).click();
    await page.waitForURL(`${app.server.url}/marketplace/firms`);
    await page.getByRole('heading', { level: 1, name: 'Firms' }).waitFor();
    await resultsReady(page);
    const tags = await page.locator(`${CARD} h2 + span`).allTextContents();
    expect(tags.length).toBe(await page.locator(CARD).count());
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['Firm']));

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${app.server.url}/marketplace/firms?page=2`);
    await page.getByText(/^Page 2 of \d+ • Showing \d+ of \d+ professionals$/).waitFor();
    await page.close();
  });

  it('keeps the pagination bar where a jump to it puts it, on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await app.browser.newPage({ viewport: { width, height: 720 } });
      await page.goto(`${app.server.url}/marketplace/firms`);
      await resultsReady(page);
      const next = page.getByRole('button', { name: 'Next' });
      // A jump to the bar (End, a script), then where the bar is in each of the next frames: cards
      // turning from estimated to real boxes above it must not move it under the finger.
      const tops = await next.evaluate(async (button) => {
        button.scrollIntoView({ block: 'end' });
        const seen: number[] = [];
        for (let frame = 0; frame < 8; frame++) {
          seen.push(Math.round(button.getBoundingClientRect().top));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return seen;
      });
      expect(Math.max(...tops) - Math.min(...tops), `at ${width} px: ${tops.join(', ')}`).toBeLessThanOrEqual(2);
      await page.close();
    }
  });

  it('asks for a first page and a profile once: the page takes the reads its HTML preloaded or answered', async () => {
    // Each a first visit (a new browser context), so the server's HTML, not the worker's copy, opens it.
    const firstVisit = async (address: string, loaded: (page: Page) => Promise<void>) => {
      const page = await app.browser.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
      });
      await page.goto(`${app.server.url}${address}`);
      expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBeGreaterThan(0);
      await loaded(page);
      return { page, asked };
    };

    const listing = await firstVisit('/marketplace/firms', resultsReady);
    expect(listing.asked.filter((path) => path === '/api/bookkeepers?providerType=firm&page=1&limit=50')).toHaveLength(1);
    // The figures came with the HTML: the introduction shows with the first skeletons, before any read.
    expect(listing.asked.filter((path) => path.startsWith('/api/marketplace/stats'))).toEqual([]);
    await listing.page.getByText(/^[\d,]+ verified .+ listed on LedgerLink\./).waitFor();
    const slug = (await listing.page.locator(CARD).first().getByRole('link', { name: /View Profile/ }).getAttribute('href'))!.split('/').pop();
    await listing.page.close();

    const profile = await firstVisit(`/bookkeeper/${slug}`, (page) => page.getByRole('region', { name: 'Looking for more options?' }).waitFor());
    expect(profile.asked.filter((path) => path === `/api/bookkeepers/slug/${slug}`)).toHaveLength(1);
    await profile.page.close();
  });

  it('states on the home page the figures the server counts and its latest good reviews, loading them only as they near the screen', async () => {
    const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
    const statsReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/stats') statsReads.push(request.url());
    });
    const document = await page.goto(`${app.server.url}/`);
    const stats = (await (await fetch(`${app.server.url}/api/stats`)).json()) as { professionals: number; countries: number; averageRating: number; totalReviews: number };
    // The server's HTML says them too, for whoever reads the page without running it.
    expect(await document!.text()).toContain(`${stats.professionals} professionals in ${stats.countries} countries, rated ${stats.averageRating.toFixed(1)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(statsReads).toEqual([]);

    const band = page.getByRole('region', { name: 'LedgerLink in numbers' });
    await band.scrollIntoViewIfNeeded();
    // Each figure is a <dt> label followed by its <dd> value.
    const figure = (label: string) => band.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await figure('Listed professionals').waitFor();
    expect(await figure('Listed professionals').textContent()).toBe(stats.professionals.toLocaleString('en-US'));
    expect(await figure('Countries').textContent()).toBe(String(stats.countries));
    expect(await band.getByText(`Average rating of ${stats.totalReviews.toLocaleString('en-US')} reviews`).count()).toBe(1);

    // What clients say: stored reviews of 4 or 5 stars, each marked as what it is (the demo's are
    // imported), never a made-up quote; read with the figures, not again.
    const reviews = page.getByRole('region', { name: 'What our clients say' }).getByRole('listitem');
    await reviews.first().scrollIntoViewIfNeeded();
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(3);
    for (const review of await reviews.all()) {
      expect(await review.getByRole('img', { name: /^[45] out of 5 stars$/ }).count()).toBe(1);
      expect(await review.getByText('Imported review').count()).toBe(1);
      expect(await review.getByRole('link').getAttribute('href')).toMatch(/^\/@\w+$/);
    }
    expect(statsReads).toHaveLength(1);
    await page.close();
  });

  it('shows the home page search as a removable chip', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace?search=payroll`);
    await resultsReady(page);
    const chip = page.getByRole('button', { name: 'Remove search "payroll"' });
    expect((await chip.textContent())?.trim()).toBe('Search: payroll');
    await chip.click();
    await page.waitForURL(`${app.server.url}/marketplace`);
    await chip.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Bookkeeping & accounting professionals' }).waitFor();
    await page.close();
  });

  it('searches from the search box through the address', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await resultsReady(page);
    const box = page.getByRole('searchbox', { name: 'Search professionals' });
    await box.fill('payroll');
    await box.press('Enter');
    await page.waitForURL(`${app.server.url}/marketplace?search=payroll`);
    await page.getByRole('button', { name: 'Remove search "payroll"' }).waitFor();
    expect(await box.inputValue()).toBe('payroll');
    await page.close();
  });

  it("leads a firm's card with the firm's name", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace/firms`);
    await resultsReady(page);
    const { bookkeepers } = await page.evaluate(async () =>
      (await fetch('/api/bookkeepers?providerType=firm&page=1&limit=50')).json(),
    );
    const first = bookkeepers[0] as { fullName: string; businessName?: string };
    expect(first.businessName).toBeTruthy();
    const card = page.locator(CARD).first();
    expect((await card.locator('h2').textContent())?.trim()).toBe(first.businessName);
    expect(await card.getByRole('link', { name: `View Profile of ${first.businessName}` }).count()).toBe(1);
    await page.close();
  });

  it('offers the questionnaire when nothing matches', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace?search=zzqx-no-such-professional`);
    await page.getByRole('heading', { name: 'No providers found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Help me find an accountant' }).getAttribute('href')).toBe('/find-accountant');
    await page.close();
  });

  it('shows the not-found page for an unknown marketplace address', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace/no-such-place`);
    await page.getByRole('heading', { name: 'We can’t find that page' }).waitFor();
    expect(await page.locator(CARD).count()).toBe(0);
    await page.close();
  });

  it('serves the country listing address with Canadian providers only', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace/professionals/canada`);
    await page.getByRole('heading', { level: 1, name: 'Professionals in Canada' }).waitFor();
    await resultsReady(page);
    const locations = await page.locator(`${CARD} p:has(svg.lucide-map-pin)`).allTextContents();
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.length).toBe(await page.locator(CARD).count());
    for (const location of locations) expect(location).toMatch(/Canada$/);
    await page.close();
  });

  it('opens a city and service landing page from the footer and profiles, with an introduction from live figures and its own head', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Payroll professionals in Manchester' }).click();
    await page.waitForURL(`${app.server.url}/marketplace/manchester/payroll`);
    await page.getByRole('heading', { level: 1, name: 'Payroll professionals in Manchester' }).waitFor();
    await resultsReady(page);
    const intro = page.getByText(/^\d+ verified Payroll professionals in Manchester are listed on LedgerLink\./);
    const text = (await intro.textContent())!;
    expect(text).toMatch(/ Rated \d\.\d out of 5 on average across [\d,]+ client reviews\./);
    const listed = text.match(/^(\d+)/)![1];
    expect(await page.getByText(new RegExp(`^Page 1 of \\d+ • Showing \\d+ of ${listed} professionals$`)).count()).toBe(1);
    // The head follows in-app navigation: this page's description and canonical address.
    await page.waitForFunction((expected) => document.querySelector('meta[name="description"]')?.getAttribute('content') === expected, text);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${app.server.url}/marketplace/manchester/payroll`);

    // A profile links back to its city and service pages; its structured data is there once, and leaves with it.
    // The card's link is routed in the app, not a new page load: what this page set survives.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator(CARD).first().getByRole('link', { name: /View Profile/ }).click();
    await page.waitForURL(/\/bookkeeper\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    const back = page.getByRole('region', { name: 'Looking for more options?' }).getByRole('link', { name: 'Payroll professionals in Manchester' });
    await back.waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await back.click();
    await page.waitForURL(`${app.server.url}/marketplace/manchester/payroll`);
    await resultsReady(page);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    await page.close();
  });

  it('sends a profile opened by its address with one copy of its structured data', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/@demo_provider`);
    await page.getByRole('button', { name: 'Get Contact' }).waitFor();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]!)).toMatchObject({ '@type': 'AccountingService', url: `${app.server.url}/@demo_provider` });
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${app.server.url}/@demo_provider`);
    await page.close();
  });

  it('opens a profile from its card and reveals contact details after an email with "@"', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/marketplace`);
    await resultsReady(page);
    // An individual's card and profile both lead with the person's name.
    const firstCard = page.locator(CARD).filter({ has: page.locator('h2 + span', { hasText: /^Individual$/ }) }).first();
    const name = (await firstCard.locator('h2').textContent())!.trim();
    await firstCard.getByRole('link', { name: /View Profile/ }).click();
    await page.waitForURL(/\/bookkeeper\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toContain(name);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    // The breadcrumb names the provider, not the address slug.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]', { hasText: name }).waitFor();

    await page.getByRole('button', { name: 'Get Contact' }).click();
    const dialog = page.getByRole('dialog');
    const reveal = dialog.getByRole('button', { name: 'Reveal Contact' });
    const email = dialog.getByLabel('Your email');
    expect(await reveal.isDisabled()).toBe(true);
    await email.fill('visitor.example.com');
    expect(await reveal.isDisabled()).toBe(true);
    await email.fill('visitor@example.com');
    expect(await reveal.isEnabled()).toBe(true);
    await reveal.click();
    const mailLink = dialog.locator('a[href^="mailto:"]');
    await mailLink.waitFor();
    expect(await mailLink.textContent()).toMatch(/^\S+@\S+$/);
    await page.close();
  });

  it('shows "Professional not found" for an unknown handle', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/@no_such_user`);
    await page.getByRole('heading', { name: 'Professional not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse professionals' }).getAttribute('href')).toBe('/marketplace');
    await page.close();
  });
});
