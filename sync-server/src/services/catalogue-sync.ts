import { createHash } from 'node:crypto';
import type { CatalogueResponse, catalogueQuerySchema } from '@ledgerlink/shared-schema';
import type { Collection, Filter, ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { RETENTION_DAYS } from '../db/indexes';
import { changedAfter, checkpointBefore, compareChange, decodeCheckpoint, encodeCheckpoint, fullPullCheckpoint, type Checkpoint, type RankedPosition } from './catalogue-checkpoint';
import { MARKETPLACE_SORT, PUBLIC_PROVIDER } from './marketplace-query';
import type { ResponseCache } from './response-cache';
import { loadSettings } from './settings';

const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** What sync reads, how long a change settles before it is handed out, and how many providers a device keeps. */
export interface CatalogueSyncDeps {
  collections: Pick<Collections, 'bookkeepers' | 'catalogueTombstones' | 'countries' | 'cities' | 'services'>;
  cache: ResponseCache;
  /** AppContext.catalogueSettleMs */
  settleMs: number;
  /** AppContext.offlineCatalogueProviders */
  deviceLimit: number;
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
  deviceLimit: number;
  /** Last page of a full pull: the catalogue has more public providers than `deviceLimit`. */
  partial?: boolean;
}

/**
 * Catalogue sync for offline clients (ARCHITECTURE §2). A device keeps at most `deviceLimit`
 * providers, so a full pull (no checkpoint, or a reset) hands out that many public providers ranked
 * as shared `compareDeviceOrder` ranks them: the device's country first, then the rest, each in
 * marketplace order. A delta hands out every provider changed since the checkpoint, in
 * (updatedAt, id) order, with tombstones for providers that left the catalogue; the device keeps
 * what ranks within its limit.
 * - Changes younger than `settleMs` are held back: a write stamped at time T may commit a moment
 *   later, and handing out a checkpoint past T before that commit would skip it for good.
 * - A full pull's last checkpoint is the moment its first page was read: whatever changed while it
 *   paged (a provider moving between pages, say) comes again with the next delta.
 * - A delta checkpoint older than the tombstone retention cannot be continued safely, so it gets a
 *   reset; the pages of a full pull carry that fact in their checkpoint and are never reset.
 * - The settings lists ride on the last page only when they differ from the ones the checkpoint
 *   says the client has (a digest in the checkpoint), so a no-change delta stays tiny.
 */
export async function readCataloguePage(deps: CatalogueSyncDeps, query: CatalogueQuery, now = Date.now()): Promise<CataloguePage> {
  let since: Checkpoint | undefined = query.since ? decodeCheckpoint(query.since) : undefined;
  const reset = since !== undefined && !since.full && since.t < now - RETENTION_MS;
  if (reset) since = undefined;
  const settledBefore = now - deps.settleMs;
  return since === undefined || since.full ? readFullPullPage(deps, query, since, reset, settledBefore) : readDeltaPage(deps, query, since, settledBefore);
}

async function readFullPullPage(deps: CatalogueSyncDeps, query: CatalogueQuery, since: Checkpoint | undefined, reset: boolean, settledBefore: number): Promise<CataloguePage> {
  // A full pull begun before pulls were ranked continues as a ranked one from its start; its rows
  // come again, which the client's upserts absorb.
  const startedAt = since?.t ?? settledBefore;
  const from: RankedPosition = since?.ranked ?? { phase: query.country ? 1 : 2, skip: 0, handed: 0 };
  const want = Math.max(0, Math.min(query.limit, deps.deviceLimit - from.handed));
  const { providers, next, more } = await readRanked(deps.collections.bookkeepers, query.country, from, want);
  const hasMore = more && next.handed < deps.deviceLimit;
  const common = { providers, tombstones: [], hasMore, reset, deviceLimit: deps.deviceLimit };
  if (hasMore) {
    return { ...common, checkpoint: encodeCheckpoint(fullPullCheckpoint(startedAt, next, since?.settings)) };
  }
  return { ...common, ...(await lastPageSettings(deps, since, startedAt)), partial: more };
}

/**
 * Up to `want` public providers from `from` on, ranked; `more` when the ranking continues beyond
 * them. Phase 1 walks the country's providers (its country index in listing order), phase 2 the
 * others; a skip within the device limit is cheap on either index.
 */
async function readRanked(
  bookkeepers: Collection<BookkeeperDoc>,
  country: string | undefined,
  from: RankedPosition,
  want: number,
): Promise<{ providers: BookkeeperDoc[]; next: RankedPosition; more: boolean }> {
  const ranked = (filter: Filter<BookkeeperDoc>, skip: number, limit: number) =>
    bookkeepers.find({ ...PUBLIC_PROVIDER, ...filter }).sort(MARKETPLACE_SORT).skip(skip).limit(limit).toArray();
  const providers: BookkeeperDoc[] = [];
  let skip = from.skip;
  if (from.phase === 1 && country !== undefined) {
    const found = await ranked({ country }, skip, want + 1);
    if (found.length > want) return { providers: found.slice(0, want), next: { phase: 1, skip: skip + want, handed: from.handed + want }, more: true };
    providers.push(...found);
    skip = 0;
  }
  const need = want - providers.length;
  // One row past what is needed tells whether the ranking goes on.
  const found = await ranked(country === undefined ? {} : { country: { $ne: country } }, skip, need + 1);
  providers.push(...found.slice(0, need));
  return { providers, next: { phase: 2, skip: skip + Math.min(need, found.length), handed: from.handed + providers.length }, more: found.length > need };
}

async function readDeltaPage(deps: CatalogueSyncDeps, query: CatalogueQuery, since: Checkpoint, settledBefore: number): Promise<CataloguePage> {
  const { bookkeepers, catalogueTombstones } = deps.collections;
  const window = changedAfter(since, new Date(settledBefore));
  const [providerDocs, tombstoneDocs] = await Promise.all([
    bookkeepers.find(window).sort({ updatedAt: 1, _id: 1 }).limit(query.limit + 1).toArray(),
    catalogueTombstones.find(window).sort({ updatedAt: 1, _id: 1 }).limit(query.limit + 1).toArray(),
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
  const common = { providers, tombstones, hasMore, reset: false, deviceLimit: deps.deviceLimit };
  const last = page.at(-1);
  if (hasMore && last) {
    // The digest of the lists the client holds travels through every page of a pull.
    const checkpoint: Checkpoint = { t: last.updatedAt.getTime(), id: last._id, ...(since.settings ? { settings: since.settings } : {}) };
    return { ...common, checkpoint: encodeCheckpoint(checkpoint) };
  }
  return { ...common, ...(await lastPageSettings(deps, since, settledBefore)) };
}

/** A pull's last checkpoint (everything before `upTo`), with the settings lists unless the client holds these. */
async function lastPageSettings(deps: CatalogueSyncDeps, since: Checkpoint | undefined, upTo: number): Promise<Pick<CataloguePage, 'settings' | 'checkpoint'>> {
  const settings = await loadSettings(deps.collections, deps.cache);
  const digest = settingsDigest(settings);
  return {
    ...(digest === since?.settings ? {} : { settings }),
    checkpoint: encodeCheckpoint({ ...checkpointBefore(upTo), settings: digest }),
  };
}

/** 64 bits of SHA-256 over the lists as sent: enough to tell one admin edit from the next. */
const settingsDigest = (settings: unknown) => createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
