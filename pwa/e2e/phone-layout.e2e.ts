import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetwork } from './support/network';
import { useRealApp } from './support/real-app';

// What a phone user sees at 390 px (and the narrowest common phone, 320 px): every control of the
// header, the marketplace's pagination and a thank-you page's share buttons on screen, in reach and
// not covered.
const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 640 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box (not displayed)`);
  return box;
}

function expectWithin(box: Box, viewportWidth: number, what: string) {
  expect(box.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the ${viewportWidth} px screen`).toBeLessThanOrEqual(viewportWidth);
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('phone layout at 390 px (real server, Chromium)', () => {
  const app = useRealApp();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function phonePage(options: { serviceWorker: boolean }): Promise<Page> {
    context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: options.serviceWorker ? 'allow' : 'block' });
    return context.newPage();
  }

  it('keeps the menu button, the Offline mark and the Outbox link on screen with a write queued offline, at 390 and 320 px', async () => {
    const page = await phonePage({ serviceWorker: true });
    await page.goto(`${app.server.url}/business-form`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.getByLabel('Company Name').fill(`phone-header-${Date.now().toString(36)}`);
    await choose(page, 'Industry', 'Retail');
    await page.getByLabel('Contact Name').fill('Sam Tool');
    await page.getByLabel('Email').fill('sam@phone-header.test');
    await page.getByLabel('Phone').fill('+1 555 0142');
    await page.getByLabel('Location').fill('Denver, CO');
    await page.getByRole('checkbox', { name: 'Bookkeeping', exact: true }).click();
    await choose(page, 'Monthly Budget', '$500-$1,000/month');
    await choose(page, 'Timeline', 'ASAP');
    await setNetwork(context!, app.server.url, 'offline');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByRole('heading', { name: 'Request saved on this device' }).waitFor();

    const header = page.getByRole('banner');
    const outbox = header.getByRole('link', { name: /^Outbox: 1 waiting to send/ });
    const offline = header.getByText('Offline', { exact: true });
    await outbox.waitFor();
    for (const viewport of [PHONE, NARROWEST]) {
      await page.setViewportSize(viewport);
      expect(await offline.isVisible(), `Offline mark shown at ${viewport.width} px`).toBe(true);
      const menuButton = header.getByRole('button', { name: 'Open menu' });
      const menuBox = await boxOf(menuButton);
      expectWithin(menuBox, viewport.width, `the menu button at ${viewport.width} px`);
      expect(Math.min(menuBox.width, menuBox.height)).toBeGreaterThanOrEqual(44);
      const outboxBox = await boxOf(outbox);
      expectWithin(outboxBox, viewport.width, `the Outbox link at ${viewport.width} px`);
      expect(Math.min(outboxBox.width, outboxBox.height)).toBeGreaterThanOrEqual(44);
      expectWithin(await boxOf(offline), viewport.width, `the Offline mark at ${viewport.width} px`);
      // Nothing makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'Marketplace' }).waitFor();
      expectWithin(await boxOf(menu.getByRole('link', { name: 'Find an accountant' })), viewport.width, `the menu's last link at ${viewport.width} px`);
      await header.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'hidden' });
    }
  });

  it('lays the marketplace pagination out on one row inside the screen, at 390 and 320 px', async () => {
    const page = await phonePage({ serviceWorker: false });
    await page.goto(`${app.server.url}/marketplace`);
    const bar = page.getByRole('navigation', { name: 'Pagination' });
    await bar.waitFor();
    await bar.scrollIntoViewIfNeeded();
    for (const [viewport, pageNumbers] of [
      [PHONE, 5],
      [NARROWEST, 3],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await bar.getByRole('button', { name: /^Page \d+$/ }).count(), `page numbers at ${viewport.width} px`).toBe(pageNumbers);
      expect(await bar.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await bar.getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(true);
      const buttons = await bar.getByRole('button').all();
      expect(buttons.length).toBe(pageNumbers + 2);
      const boxes = await Promise.all(buttons.map(boxOf));
      for (const [index, box] of boxes.entries()) {
        const what = `pagination button ${index + 1} of ${boxes.length} at ${viewport.width} px`;
        expect(box.y, `${what} is on the first row`).toBeCloseTo(boxes[0]!.y, 0);
        expectWithin(box, viewport.width, what);
        expect(Math.min(box.width, box.height), `${what} is a 44 px target`).toBeGreaterThanOrEqual(44);
      }
    }
    // The arrows alone still go to the next page.
    await bar.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(/^Page 2 of \d+ • Showing \d+ of \d+ professionals$/).waitFor();
  });

  it('shows the booking toast below the header, off the thank-you page’s share buttons as the user scrolls to them', async () => {
    const page = await phonePage({ serviceWorker: false });
    await page.goto(app.server.url);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    const { slug } = await page.evaluate(async () => {
      const body = (await (await fetch('/api/bookkeepers')).json()) as { bookkeepers: { slug: string }[] };
      return body.bookkeepers[0]!;
    });
    await page.goto(`${app.server.url}/hire/${slug}`);
    await page.getByLabel('Company Name').fill('Phone Bakery');
    await page.getByLabel('Contact Name').fill('Dana Baker');
    await page.getByLabel('Email').fill('dana@phone-bakery.test');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Location').fill('Austin, TX');
    await choose(page, 'Industry', 'Restaurant');
    await page.getByRole('checkbox', { name: 'Monthly Bookkeeping', exact: true }).click();
    await choose(page, 'Monthly Budget', '$1,000-$2,500/month');
    await choose(page, 'Timeline', 'Within 2 weeks');
    await page.getByLabel('Start Date').fill('2030-01-15');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('heading', { name: 'Request Sent Successfully!' }).waitFor();

    const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Booking Request Sent!' });
    await toast.waitFor();
    const headerBox = await boxOf(page.getByRole('banner'));
    expect((await boxOf(toast)).y, 'the toast starts below the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

    // Scrolling down to the share buttons brings them up from the bottom edge of the screen.
    const shareButtons = await page.getByRole('button', { name: /^Share on / }).all();
    expect(shareButtons.length).toBe(3);
    await shareButtons.at(-1)!.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const toastBox = await boxOf(toast); // still shown: the check below compares against a live toast
    for (const button of shareButtons) {
      const box = await boxOf(button);
      expect(box.y + box.height, `${await button.textContent()} is on screen`).toBeLessThanOrEqual(PHONE.height);
      expect(overlaps(box, toastBox), `the toast covers ${await button.textContent()}`).toBe(false);
      // And a tap at its centre reaches it.
      const reached = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(reached).toBe(await button.textContent());
    }
  });
});
