import { createHash } from 'node:crypto';
import type { CatalogueResponse, catalogueQuerySchema } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { RETENTION_DAYS } from '../db/indexes';
import { changedAfter, checkpointBefore, compareChange, decodeCheckpoint, encodeCheckpoint, type Checkpoint } from './catalogue-checkpoint';
import { PUBLIC_PROVIDER } from './marketplace-query';
import type { ResponseCache } from './response-cache';
import { loadSettings } from './settings';

const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** What sync reads, and how long a change settles before it is handed out (AppContext.catalogueSettleMs). */
export interface CatalogueSyncDeps {
  collections: Pick<Collections, 'bookkeepers' | 'catalogueTombstones' | 'countries' | 'cities' | 'services'>;
  cache: ResponseCache;
  settleMs: number;
}

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** One page of catalogue changes, before it is presented. */
export interface CataloguePage {
  providers: BookkeeperDoc[];
  /** Providers that left the catalogue (rejected, deactivated or deleted), with when. */
  tombstones: { id: ObjectId; deletedAt: Date }[];
  /** With the last page only: the client then holds everything it needs offline. */
  settings?: CatalogueResponse['settings'];
  checkpoint: string;
  hasMore: boolean;
  /** The client's checkpoint was too old: this is a full sync, and the client drops what it holds. */
  reset: boolean;
}

/**
 * Catalogue sync for offline clients (ARCHITECTURE §2). Pages of public providers changed since the
 * checkpoint, in (updatedAt, id) order, with tombstones for providers that left the catalogue.
 * Changes younger than `settleMs` are held back: a write stamped at time T may commit a moment
 * later, and handing out a checkpoint past T before that commit would skip it for good.
 * A delta checkpoint older than the tombstone retention cannot be continued safely, so it gets a
 * reset; the pages of a full pull carry that fact in their checkpoint and are never reset.
 * The settings lists ride on the last page only when they differ from the ones the checkpoint
 * says the client has (a digest in the checkpoint), so a no-change delta stays tiny.
 */
export async function readCataloguePage(deps: CatalogueSyncDeps, query: CatalogueQuery, now = Date.now()): Promise<CataloguePage> {
  const { bookkeepers, catalogueTombstones } = deps.collections;
  let since: Checkpoint | undefined = query.since ? decodeCheckpoint(query.since) : undefined;
  const reset = since !== undefined && !since.full && since.t < now - RETENTION_MS;
  if (reset) since = undefined;
  const fullPull = since === undefined || since.full === true;
  const settledBefore = new Date(now - deps.settleMs);
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

  const providers: BookkeeperDoc[] = [];
  const tombstones: CataloguePage['tombstones'] = [];
  for (const change of page) {
    // A provider changed since the checkpoint but no longer public has left the catalogue.
    if (change.doc && change.doc.isApproved && change.doc.isActive) providers.push(change.doc);
    else tombstones.push({ id: change._id, deletedAt: change.updatedAt });
  }
  const last = page.at(-1);
  // The digest of the lists the client holds travels through every page of a pull.
  const held = since?.settings;
  if (hasMore && last) {
    const checkpoint: Checkpoint = { t: last.updatedAt.getTime(), id: last._id, ...(fullPull ? { full: true } : {}), ...(held ? { settings: held } : {}) };
    return { providers, tombstones, checkpoint: encodeCheckpoint(checkpoint), hasMore, reset };
  }
  const settings = await loadSettings(deps.collections, deps.cache);
  const digest = settingsDigest(settings);
  return {
    providers,
    tombstones,
    ...(digest === held ? {} : { settings }),
    checkpoint: encodeCheckpoint({ ...checkpointBefore(settledBefore.getTime()), settings: digest }),
    hasMore,
    reset,
  };
}

/** 64 bits of SHA-256 over the lists as sent: enough to tell one admin edit from the next. */
const settingsDigest = (settings: unknown) => createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
