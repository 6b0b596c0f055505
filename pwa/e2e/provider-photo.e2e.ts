import { createHash } from 'node:crypto';
import { cardImagePath } from '@ledgerlink/shared-schema';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually, openServerData, type ServerData } from './support/server-data';
import { setNetwork } from './support/network';

// A provider's photo in Chromium with the real service worker against the real server: uploaded
// from the dashboard opened with its link, shown in the dashboard's header and on the marketplace
// card, and, after the catalogue's sync and one online view, on that card offline too.

const CARD = '[data-testid="provider-card"]';

/** A 900 × 600 picture with some detail in it, as a camera or logo export would give. */
async function samplePhoto(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = (x + y) % 64 < 32 ? 200 : 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

/** Resolves once the image has loaded its picture (a broken image has no natural width). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth));

describe('provider photo (real server, service worker, Chromium)', () => {
  const app = useRealApp();
  let data: ServerData;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    data = await openServerData(app.server);
  });
  afterAll(async () => {
    await context?.close();
    await data?.close();
  });

  const waitForWorker = (page: Page) =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

  it('uploads a photo from the dashboard, shows it in the header and on the card, and on the card offline', async () => {
    const provider = await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' });
    const providerId = provider!._id.toHexString();
    // The link as an admin's re-issue would mail it: the key, stored hashed.
    const key = 'provider-photo-e2e-key-0123456789abcdef';
    await data.db.collection('bookkeepers').updateOne({ _id: provider!._id }, { $set: { dashboardKeyHash: createHash('sha256').update(key).digest('hex') } });

    context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/dashboard/${providerId}?key=${key}`);
    const editor = page.locator('section[aria-labelledby="profile-photo"]');
    await editor.getByRole('heading', { name: 'Photo or logo' }).waitFor();
    await waitForWorker(page);

    await editor.getByLabel('Upload photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() });
    await page.getByText('Photo updated', { exact: true }).waitFor();
    const stored = await eventually(
      async () => (await data.db.collection('bookkeepers').findOne({ _id: provider!._id }))?.profileImageUrl as string | undefined,
      (url) => url?.startsWith('/uploads/photos/') ?? false,
    );
    const cardUrl = cardImagePath(stored!);
    const headerImage = page.locator('header img');
    await page.locator(`header img[src="${cardUrl}"]`).waitFor();
    expect(await loaded(headerImage)).toBe(128);
    await editor.getByRole('button', { name: 'Remove photo' }).waitFor();

    // The marketplace card, online: the catalogue's sync brings the change to this device.
    await page.goto(`${app.server.url}/marketplace?search=${encodeURIComponent(provider!.fullName as string)}`);
    const cardImage = page.locator(`${CARD} img[src="${cardUrl}"]`);
    await cardImage.waitFor();
    expect(await loaded(cardImage)).toBe(128);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    const inWorkerCache = () => page.evaluate(async (url) => Boolean(await (await caches.open('provider-images')).match(url)), cardUrl);
    await eventually(inWorkerCache, Boolean, 10_000);
    expect(await inWorkerCache()).toBe(true);

    // Offline: the page and the card come from this device, the photo from the worker's cache.
    await setNetwork(context, app.server.url, 'offline');
    await page.reload();
    await cardImage.waitFor();
    expect(await loaded(cardImage)).toBe(128);
  });
});
