import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import {
  cardImagePath,
  generatedLogoPath,
  PHOTO_CARD_PX,
  PHOTO_FULL_PX,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  providerPhotoResponseSchema,
  removeProviderPhotoResponseSchema,
} from '@ledgerlink/shared-schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../../src/services/photo-encoding';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

/** A provider's photo: uploaded from the dashboard, re-encoded, served from the database, removed. */
describe('provider photo', () => {
  let api: TestApi;
  let dist: string;
  let keys = 0;
  beforeAll(async () => {
    // A built app shell, so a name that is no photo falls through to the not-found page.
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>LedgerLink</title></head><body><div id="root"></div></body></html>');
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
    api = await startTestApi({ pwaDist: dist });
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  async function provider(overrides: Parameters<typeof providerDoc>[0] = {}) {
    keys += 1;
    const key = `provider-photo-key-${keys}-0123456789abcdef`;
    const [doc] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, ...overrides })]);
    return { id: doc!._id.toHexString(), username: doc!.username, auth: { [DASHBOARD_KEY_HEADER]: key } };
  }

  const upload = (id: string, bytes: Uint8Array, name: string, headers: Record<string, string> = {}, type = 'image/jpeg') => {
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type }), name);
    return api.request(`/api/bookkeeper/${id}/photo`, { method: 'POST', body: form, headers });
  };
  const remove = (id: string, headers: Record<string, string> = {}) => api.request(`/api/bookkeeper/${id}/photo`, { method: 'DELETE', headers });
  /** The served file as bytes (the test client reads text). */
  const served = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  /** A 2000 × 1500 camera JPEG turned on its side (EXIF orientation 6), with the owner and camera in its EXIF. */
  const cameraJpeg = () =>
    picture(2000, 1500)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Jane Private', Make: 'CameraCo' } } })
      .toBuffer();

  it('refuses both calls without dashboard access with the one 401, before reading the photo', async () => {
    const owner = await provider();
    const other = await provider();
    const jpeg = await cameraJpeg();
    expect((await upload(owner.id, jpeg, 'me.jpg')).status).toBe(401);
    expect((await upload(owner.id, jpeg, 'me.jpg', other.auth)).status).toBe(401);
    expect((await upload('not-an-id', jpeg, 'me.jpg', owner.auth)).status).toBe(401);
    expect((await remove(owner.id)).status).toBe(401);
    expect(await collections(api.db).providerPhotos.countDocuments({})).toBe(0);
  });

  it('stores a camera JPEG upright, at most 512 px, as WebP without EXIF, with a 128 px card square, and serves both for good', async () => {
    const owner = await provider();
    const uploaded = await upload(owner.id, await cameraJpeg(), 'holiday.jpg', owner.auth);
    expect(uploaded.status).toBe(200);
    const answer = providerPhotoResponseSchema.parse(uploaded.body);
    expect(answer.profileImageUrl).toMatch(/^\/uploads\/photos\/[a-f0-9]{32}\.webp$/);
    expect(answer.cardImageUrl).toBe(cardImagePath(answer.profileImageUrl));

    const full = await served(answer.profileImageUrl);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    const fullMeta = await sharp(full.bytes).metadata();
    // Turned upright from the EXIF orientation: the 2000 × 1500 landscape is a 384 × 512 portrait.
    expect(fullMeta).toMatchObject({ format: 'webp', width: 384, height: PHOTO_FULL_PX });
    expect(fullMeta.exif).toBeUndefined();
    expect(fullMeta.orientation).toBeUndefined();
    expect(full.bytes.includes('Jane Private')).toBe(false);

    const card = await served(answer.cardImageUrl);
    expect(await sharp(card.bytes).metadata()).toMatchObject({ format: 'webp', width: PHOTO_CARD_PX, height: PHOTO_CARD_PX });

    const etag = full.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // Cache-Control given, so fetch does not add its own no-cache to a conditional request.
    expect((await served(answer.profileImageUrl, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })).status).toBe(304);
  });

  it('accepts PNG and WebP, never enlarges a small one, and refuses junk and a renamed text file naming photo', async () => {
    const owner = await provider();
    const png = await upload(owner.id, await picture(300, 200).png().toBuffer(), 'logo.png', owner.auth, 'image/png');
    expect(png.status).toBe(200);
    expect(await sharp((await served(png.body.profileImageUrl)).bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const webp = await upload(owner.id, await picture(600, 600).webp().toBuffer(), 'logo.webp', owner.auth, 'image/webp');
    expect(webp.status).toBe(200);
    expect(await sharp((await served(webp.body.profileImageUrl)).bytes).metadata()).toMatchObject({ width: PHOTO_FULL_PX, height: PHOTO_FULL_PX });

    for (const [bytes, name] of [
      [Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3, 4, 5, 6, 7, 8]), 'junk.jpg'],
      [Buffer.from('Dear provider, this is a letter, not a photo.\n'), 'letter.jpg'],
      [await picture(10, 10).gif().toBuffer(), 'anim.jpg'],
    ] as const) {
      const refused = await upload(owner.id, bytes, name, owner.auth);
      expect(refused.status, name).toBe(400);
      expect(refused.body.errors?.[0]?.path, name).toBe('photo');
    }
    const empty = await upload(owner.id, new Uint8Array(0), 'empty.jpg', owner.auth);
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.path).toBe('photo');
    // The refusals changed nothing: the WebP is still the photo.
    expect((await api.request(`/api/bookkeepers/${owner.id}`)).body.bookkeeper.profileImageUrl).toBe(webp.body.profileImageUrl);
  });

  /** A PNG of a few bytes whose header claims 100 000 × 100 000 pixels: decoded, it would take 30 GB. */
  function decompressionBomb(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(10))), chunk('IEND', Buffer.alloc(0))]);
  }

  it('refuses a truncated JPEG and a decompression bomb naming photo, without decoding the bomb', async () => {
    const owner = await provider();
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const truncated = await upload(owner.id, jpeg.subarray(0, jpeg.length >> 1), 'cut.jpg', owner.auth);
    expect(truncated.status).toBe(400);
    expect(truncated.body.errors?.[0]?.path).toBe('photo');
    const bomb = await upload(owner.id, decompressionBomb(), 'bomb.png', owner.auth, 'image/png');
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors?.[0]).toEqual({ path: 'photo', message: `The photo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels; choose a smaller one` });
  });

  it('deletes the photo with its provider when an admin deletes the provider', async () => {
    const owner = await provider();
    const uploaded = await upload(owner.id, await picture(300, 300).png().toBuffer(), 'logo.png', owner.auth, 'image/png');
    const cookie = await signInAdmin(api);
    expect((await api.request(`/api/provider/${owner.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    expect((await served(uploaded.body.profileImageUrl)).status).toBe(404);
    expect((await served(uploaded.body.cardImageUrl)).status).toBe(404);
  });

  it('serves a photo uploaded through one instance from another over the same database', async () => {
    const owner = await provider();
    const uploaded = await upload(owner.id, await picture(300, 300).png().toBuffer(), 'logo.png', owner.auth, 'image/png');
    const other = await startTestApi({ db: api.db });
    try {
      const response = await fetch(`${other.url}${uploaded.body.cardImageUrl}`);
      expect(response.status).toBe(200);
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: PHOTO_CARD_PX });
    } finally {
      await other.close();
    }
  });

  it('refuses 5 MB + 1 byte with a 413 and keeps no upload file', async () => {
    const owner = await provider();
    const tooBig = await upload(owner.id, new Uint8Array(PHOTO_MAX_BYTES + 1), 'huge.jpg', owner.auth);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(PHOTO_TOO_LARGE);
    expect(await readdir(api.context.uploadDir)).toEqual([]);
  });

  it('shows the photo on the profile and in the offline catalogue delta, replaces the previous one and removes it', async () => {
    const owner = await provider();
    const before = await api.request('/api/sync/catalogue?limit=500');
    let checkpoint: string = before.body.checkpoint;
    for (let page = before.body; page.hasMore; checkpoint = page.checkpoint) page = (await api.request(`/api/sync/catalogue?limit=500&since=${checkpoint}`)).body;

    const first = await upload(owner.id, await picture(800, 600).jpeg().toBuffer(), 'first.jpg', owner.auth);
    const second = await upload(owner.id, await picture(700, 700).png().toBuffer(), 'second.png', owner.auth, 'image/png');
    expect(second.status).toBe(200);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect((await api.request(`/api/bookkeepers/username/${owner.username}`)).body.bookkeeper.profileImageUrl).toBe(second.body.profileImageUrl);
    const delta = await api.request(`/api/sync/catalogue?limit=500&since=${checkpoint}`);
    expect(delta.body.providers.find((p: { id: string }) => p.id === owner.id)?.profileImageUrl).toBe(second.body.profileImageUrl);
    // The previous photo is gone, both sizes: its address is the site's not-found page.
    for (const gone of [first.body.profileImageUrl, first.body.cardImageUrl]) {
      const page = await served(gone);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    }

    const removed = await remove(owner.id, owner.auth);
    expect(removed.status).toBe(200);
    expect(removeProviderPhotoResponseSchema.parse(removed.body).profileImageUrl).toBeUndefined();
    expect((await api.request(`/api/bookkeepers/${owner.id}`)).body.bookkeeper.profileImageUrl).toBeUndefined();
    expect((await served(second.body.profileImageUrl)).status).toBe(404);
    expect((await served(second.body.cardImageUrl)).status).toBe(404);
  });

  it('gives a firm imported from the firm CSV its generated logo back when its photo is removed', async () => {
    const firm = await provider({ providerType: 'firm', fullName: 'Acme Tax', businessName: 'Acme Tax', uploadId: 'upload-1', profileImageUrl: generatedLogoPath('Acme Tax') });
    await upload(firm.id, await picture(400, 400).png().toBuffer(), 'logo.png', firm.auth, 'image/png');
    const removed = await remove(firm.id, firm.auth);
    expect(removed.body.profileImageUrl).toBe(generatedLogoPath('Acme Tax'));
    expect((await api.request(`/api/bookkeepers/${firm.id}`)).body.bookkeeper.profileImageUrl).toBe(generatedLogoPath('Acme Tax'));
  });
});
