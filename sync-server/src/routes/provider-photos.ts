import { readFile, rm } from 'node:fs/promises';
import type { Router } from '@koa/router';
import { API, PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTOS_PATH } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { receiveFile } from '../http/file-upload';
import { encodePhoto } from '../services/photo-encoding';
import { findPhoto, removeProviderPhoto, storeProviderPhoto } from '../services/provider-photos';
import { accessedProvider, providerAccess } from './provider-access';

const PHOTO_UPLOAD = { field: PHOTO_FIELD, what: 'photo', maxBytes: PHOTO_MAX_BYTES, tooLarge: PHOTO_TOO_LARGE };

/**
 * A provider's photo or logo (services/provider-photos.ts): uploaded and removed from the dashboard
 * with the same access as its lead calls (the session cookie or the key, every refusal the one 401),
 * and served to everyone from the database under its content-hash name.
 */
export function providerPhotoRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;
  // Access first: a refused caller's upload is never read.
  const access = providerAccess(context);

  endpoint(API.providerPhoto.upload, { before: [access] }).handle(async (_input, ctx) => {
    const file = await receiveFile(ctx, PHOTO_UPLOAD, context.uploadDir);
    let bytes: Buffer;
    try {
      bytes = await readFile(file.path);
    } finally {
      await rm(file.path, { force: true });
    }
    const stored = await storeProviderPhoto({ collections, cache }, accessedProvider(ctx), await encodePhoto(bytes));
    return { success: true, ...stored };
  });

  endpoint(API.providerPhoto.remove, { before: [access] }).handle(async (_input, ctx) => {
    const fallback = await removeProviderPhoto({ collections, cache }, accessedProvider(ctx));
    return { success: true, message: 'Photo removed', ...(fallback ? { profileImageUrl: fallback } : {}) };
  });

  // Not an endpoint of the shared contract (like routes/avatars.ts): an unknown name falls through
  // to the app's not-found page. Names are content hashes, so an answer never changes: cached for good.
  router.get(`${PHOTOS_PATH}/:file`, async (ctx, next) => {
    const photo = await findPhoto(collections.providerPhotos, ctx.params.file ?? '');
    if (!photo) return next();
    ctx.status = 200;
    ctx.type = 'image/webp';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.etag = photo._id;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = Buffer.from(photo.data.buffer);
  });
  return router;
}
