import Router from '@koa/router';
import { catalogueQuerySchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app';
import { RETENTION_DAYS } from '../db/indexes';
import { parseQuery } from '../http/validate';
import { presentPublicBookkeeper } from '../presenters/bookkeeper';
import {
  changedAfter,
  checkpointBefore,
  compareChange,
  decodeCheckpoint,
  encodeCheckpoint,
  type Checkpoint,
} from '../services/catalogue-checkpoint';
import { PUBLIC_PROVIDER } from '../services/marketplace-query';
import { loadSettings } from '../services/settings';

const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Catalogue sync for offline clients (ARCHITECTURE §2). Pages of public providers changed since the
 * checkpoint, in (updatedAt, id) order, with tombstones for providers that left the catalogue.
 * Changes younger than `catalogueSettleMs` are held back: a write stamped at time T may commit a
 * moment later, and handing out a checkpoint past T before that commit would skip it for good.
 * A checkpoint older than the tombstone retention cannot be continued safely, so it gets a reset.
 */
export function syncRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/sync' });
  const { bookkeepers, catalogueTombstones } = context.collections;

  router.get('/catalogue', async (ctx) => {
    const query = parseQuery(ctx, catalogueQuerySchema);
    const now = Date.now();
    let since: Checkpoint | undefined = query.since ? decodeCheckpoint(query.since) : undefined;
    const reset = since !== undefined && since.t < now - RETENTION_MS;
    if (reset) since = undefined;
    const settledBefore = new Date(now - context.catalogueSettleMs);
    const window = changedAfter(since, settledBefore);

    // A full sync needs no tombstones: the client starts from nothing.
    const [providerDocs, tombstoneDocs] = await Promise.all([
      bookkeepers
        .find(since ? window : { ...window, ...PUBLIC_PROVIDER })
        .sort({ updatedAt: 1, _id: 1 })
        .limit(query.limit + 1)
        .toArray(),
      since ? catalogueTombstones.find(window).sort({ updatedAt: 1, _id: 1 }).limit(query.limit + 1).toArray() : [],
    ]);
    const changes = [
      ...providerDocs.map((doc) => ({ doc, updatedAt: doc.updatedAt, _id: doc._id })),
      ...tombstoneDocs.map((tomb) => ({ doc: undefined, updatedAt: tomb.updatedAt, _id: tomb._id })),
    ].sort(compareChange);
    const hasMore = changes.length > query.limit;
    const page = changes.slice(0, query.limit);

    const providers = [];
    const tombstones = [];
    for (const change of page) {
      if (change.doc && change.doc.isApproved && change.doc.isActive) providers.push(presentPublicBookkeeper(change.doc));
      else tombstones.push({ id: change._id.toHexString(), deletedAt: change.updatedAt.toISOString() });
    }
    const last = page.at(-1);
    const checkpoint: Checkpoint = hasMore && last ? { t: last.updatedAt.getTime(), id: last._id } : checkpointBefore(settledBefore.getTime());
    ctx.body = {
      providers,
      tombstones,
      ...(hasMore ? {} : { settings: await loadSettings(context) }),
      checkpoint: encodeCheckpoint(checkpoint),
      hasMore,
      reset,
    };
  });
  return router;
}
