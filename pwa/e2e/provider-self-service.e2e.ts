import { randomBytes } from 'node:crypto';
import { cardImagePath } from '@ledgerlink/shared-schema';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually, openServerData, type ServerData } from './support/server-data';
import { setNetwork } from './support/network';

// A provider runs their own profile, in Chromium with the real service worker against the real
// server: without their link, they ask for a sign-in link by email, open it from the mail, edit their
// bio and upload a photo; the public profile shows both, and after the catalogue's next sync so do
// the marketplace card and the profile on this device offline.

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

describe('provider self-service (real server, service worker, Chromium)', () => {
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

  it('asks for a lost link, signs in from the mail, edits the bio and photo, and finds both on the profile and offline on the card', async () => {
    const provider = (await data.db.collection('bookkeepers').findOne({ username: 'demo_provider' }))!;
    const providerId = provider._id.toHexString();
    context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // The link is lost: the dashboard asks for an email and mails a one-time sign-in link.
    await page.goto(`${app.server.url}/dashboard/${providerId}`);
    const form = page.getByRole('form', { name: 'Send me my dashboard link' });
    await form.getByLabel('Email').fill(provider.email as string);
    await form.getByRole('button', { name: 'Send me my dashboard link' }).click();
    await form.getByRole('status').filter({ hasText: 'a sign-in link is on its way' }).waitFor();
    const [mail] = await eventually(() => data.mailTextsContaining(`/dashboard/${providerId}?signin=`), (found) => found.length > 0);
    const link = new RegExp(`/dashboard/${providerId}\\?signin=[\\w%-]+`).exec(mail!)?.[0];
    if (!link) throw new Error(`no sign-in link in the mail:\n${mail}`);
    await page.goto(`${app.server.url}${link}`);
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/dashboard/${providerId}`);
    await waitForWorker(page);

    // Edit profile from the header's preview: a photo, then the bio.
    const preview = page.getByRole('region', { name: 'How customers see you' });
    await preview.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();
    const editor = page.locator('section[aria-labelledby="profile-photo"]');
    await editor.getByLabel('Upload photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() });
    await page.getByText('Photo updated', { exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Remove photo' }).waitFor();
    const stored = await eventually(
      async () => (await data.db.collection('bookkeepers').findOne({ _id: provider._id }))?.profileImageUrl as string | undefined,
      (url) => url?.startsWith('/uploads/photos/') ?? false,
    );
    const cardUrl = cardImagePath(stored!);
    expect(await loaded(editor.locator(`img[src="${stored}"]`))).toBeLessThanOrEqual(512);

    const newBio = `Month-end closes for cafés and bakeries, ${randomBytes(3).toString('hex')}.`;
    await page.getByLabel('Bio').fill(newBio);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    const headerImage = page.locator(`header img[src="${cardUrl}"]`).first();
    await headerImage.waitFor();
    expect(await loaded(headerImage)).toBe(128);

    // The public profile: the new bio and the full-size photo.
    await preview.getByRole('link', { name: 'View public profile' }).click();
    await page.getByText(newBio).waitFor();
    expect(await loaded(page.locator(`main img[src="${stored}"]`).first())).toBeGreaterThan(128);
    const profileUrl = page.url();

    // The marketplace card, online: the catalogue's next sync brings the change to this device.
    await page.goto(`${app.server.url}/marketplace?search=${encodeURIComponent(provider.fullName as string)}`);
    const cardImage = page.locator(`${CARD} img[src="${cardUrl}"]`);
    await cardImage.waitFor();
    expect(await loaded(cardImage)).toBe(128);
    await page.getByText(/^Updated (just now|\d+ min ago)$/).waitFor({ timeout: 30_000 });
    const inWorkerCache = () => page.evaluate(async (url) => Boolean(await (await caches.open('provider-images')).match(url)), cardUrl);
    await eventually(inWorkerCache, Boolean, 10_000);

    // Offline: the card and the profile come from this device, the photo from the worker's cache.
    await setNetwork(context, app.server.url, 'offline');
    await page.reload();
    await cardImage.waitFor();
    expect(await loaded(cardImage)).toBe(128);
    await page.goto(profileUrl);
    await page.getByText(newBio).waitFor();
  });
});
