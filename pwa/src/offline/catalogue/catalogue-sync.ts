import { catalogueResponseSchema, catalogueTombstoneSchema, endpointUrl, type PublicBookkeeper, publicBookkeeperSchema, syncEndpoints } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { LedgerLinkDb } from '../db';
import { parseSettingsLists, readCatalogueMeta, writeCatalogueMeta, writeProviders, writeSettings, type CatalogueMeta } from './catalogue-store';
import { readDeviceCountry } from './device-country';
import { forgetOpenedProviders } from './opened-providers';
import { LOCK_NAMES, withExclusiveLock } from '../../lib/web-lock';
import { nextTask } from '../../lib/next-task';
import { isWorkerRequest } from '../../lib/worker-request';

/**
 * Catalogue sync (ARCHITECTURE §2, read path): delta pulls of `GET /api/sync/catalogue` from the
 * stored checkpoint, page after page until the server says it is done. Invariants:
 * - each page is applied in one transaction together with the checkpoint that follows it, so an
 *   interrupted sync resumes from the last applied page and never skips or re-applies one;
 * - rows are parsed one by one with the shared schemas: an unreadable provider, tombstone or
 *   settings item is skipped and counted, it never fails the page;
 * - a `reset` (checkpoint too old for the server's tombstones) or a missing checkpoint starts a full
 *   pull, which replaces the catalogue when it completes (catalogue-store.ts, generations);
 * - the device keeps at most the server's `deviceLimit` providers, ranked for its country
 *   (device-country.ts): a full pull hands out just those, and after a delta the ones ranked past
 *   the limit leave. A device that holds part of the catalogue and whose country changed pulls
 *   afresh, so it holds the right part;
 * - one sync at a time across tabs and the service worker (Web Lock).
 */

export interface CatalogueSyncDeps {
  /** Defaults to the platform's fetch. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Providers per page (the server allows 1-1000; the most, so a device's 2,000 are two round trips). */
  pageSize?: number;
  /** The browser's languages, whose region is the device's country until the marketplace names one. */
  languages?: readonly string[];
}

export interface CatalogueSyncResult {
  pages: number;
  upserted: number;
  removed: number;
  /** Rows from the network that did not parse and were left out. */
  skipped: number;
  /** True when this sync replaced the whole catalogue (first sync, reset, or re-fetch after a dropped row). */
  fullPull: boolean;
  lastSyncedAt: number;
  /** The device holds part of the catalogue (its `deviceLimit`). */
  partial: boolean;
}

export class CatalogueSyncError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'CatalogueSyncError';
  }
}

/** The page envelope; its rows are parsed one by one below. */
const pageSchema = catalogueResponseSchema.extend({
  // A server from before device limits sends none: the device then keeps everything.
  deviceLimit: catalogueResponseSchema.shape.deviceLimit.optional(),
  providers: z.array(z.unknown()),
  tombstones: z.array(z.unknown()),
  // Parsed list by list below (parseSettingsLists); z.unknown, not z.record, keeps zod's record type
  // out of the zod chunk every page shares, whose every byte is on each page's critical path.
  settings: z.unknown().optional(),
});

// A server answering hasMore for ever (a bug) must not keep a device busy for ever.
const MAX_PAGES = 10_000;

export function syncCatalogue(db: LedgerLinkDb, deps: CatalogueSyncDeps): Promise<CatalogueSyncResult> {
  return withExclusiveLock(LOCK_NAMES.catalogueSync, () => pullAll(db, deps));
}

/** A page's request for a sync, run by the worker so its parsing and writes stay off the page's main thread (`sw.ts`). */
export const CATALOGUE_SYNC_REQUEST = { type: 'SYNC_CATALOGUE' } as const;

export type CatalogueSyncReply = { type: 'CATALOGUE_SYNCED' } | { type: 'CATALOGUE_SYNC_FAILED' };

export const isCatalogueSyncRequest = (data: unknown): boolean => isWorkerRequest(data, CATALOGUE_SYNC_REQUEST);

async function pullAll(db: LedgerLinkDb, deps: CatalogueSyncDeps): Promise<CatalogueSyncResult> {
  const { fetch: send = platformFetch, now = Date.now, pageSize = 1000, languages = globalThis.navigator?.languages ?? [] } = deps;
  const result: CatalogueSyncResult = { pages: 0, upserted: 0, removed: 0, skipped: 0, fullPull: false, lastSyncedAt: 0, partial: false };
  let meta = await readCatalogueMeta(db);
  const country = await readDeviceCountry(db, languages);
  if ((meta.partial || meta.sweepPending) && meta.country !== (country ?? null)) meta = { ...meta, checkpoint: null };
  const ask = (checkpoint: string | null) => requestPage(send, { checkpoint, pageSize, country });
  let next = ask(meta.checkpoint);
  for (;;) {
    if (result.pages >= MAX_PAGES) throw new CatalogueSyncError('The catalogue did not finish within the page limit');
    const { envelope, rows } = await next;
    result.pages += 1;
    // The server's work, the parse and IndexedDB's overlap: the following page is asked for as
    // soon as this one's checkpoint is known, this one's rows are parsed from its arrival (while
    // the previous page was written), and it is written while the next arrives. Pages are still
    // applied strictly in order, each with its checkpoint.
    if (envelope.hasMore) {
      next = ask(envelope.checkpoint);
      // Seen by the next iteration; if this page's write fails first, its failure is not unhandled.
      next.catch(() => undefined);
    }
    meta = await applyPage(db, meta, { ...envelope, ...(await rows) }, { now: now(), country }, result);
    if (!envelope.hasMore) return { ...result, lastSyncedAt: meta.lastSyncedAt ?? now(), partial: meta.partial };
  }
}

// Called unbound: the platform's fetch throws "Illegal invocation" when called as a method of another object.
const platformFetch: typeof fetch = (input, init) => fetch(input, init);

type Envelope = z.infer<typeof pageSchema>;

/** A page's rows once parsed: the readable ones, and how many were not. */
interface ParsedRows {
  providers: PublicBookkeeper[];
  tombstones: Array<z.infer<typeof catalogueTombstoneSchema>>;
  skipped: number;
}

type SyncPage = Omit<Envelope, 'providers' | 'tombstones'> & ParsedRows;

/** A page as it arrives: its envelope (checkpoint, hasMore) at once, its rows parsing from then on. */
interface ArrivingPage {
  envelope: Envelope;
  rows: Promise<ParsedRows>;
}

interface PageRequest {
  checkpoint: string | null;
  pageSize: number;
  country: string | undefined;
}

async function requestPage(send: typeof fetch, request: PageRequest): Promise<ArrivingPage> {
  const envelope = await fetchPage(send, request);
  const rows = parsePageRows(envelope);
  // Awaited by the loop once this page's turn comes; a failure meanwhile is not unhandled.
  rows.catch(() => undefined);
  return { envelope, rows };
}

async function parsePageRows(envelope: Envelope): Promise<ParsedRows> {
  const providers = await parseRows<PublicBookkeeper>(envelope.providers, publicBookkeeperSchema);
  const tombstones = await parseRows(envelope.tombstones, catalogueTombstoneSchema);
  return { providers: providers.rows, tombstones: tombstones.rows, skipped: providers.skipped + tombstones.skipped };
}

async function fetchPage(send: typeof fetch, { checkpoint, pageSize, country }: PageRequest): Promise<Envelope> {
  const url = endpointUrl(syncEndpoints.catalogue, { query: { limit: pageSize, since: checkpoint ?? undefined, country } });
  const response = await send(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new CatalogueSyncError(`The catalogue sync answered ${response.status}`, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new CatalogueSyncError('The catalogue sync answered with something that is not JSON');
  }
  const parsed = pageSchema.safeParse(body);
  // Without a readable checkpoint nothing on the page can be applied safely.
  if (!parsed.success) throw new CatalogueSyncError('The catalogue sync answered with an unreadable page');
  return parsed.data;
}

/** Rows per slice of a page's parse (~15 ms of zod for full providers). */
const PARSE_SLICE = 250;

/**
 * Parses row by row, in slices with a task boundary between them: this runs while the previous
 * page's transaction is under way, and a slice is all that transaction's next step ever waits for.
 */
async function parseRows<T>(rows: readonly unknown[], schema: z.ZodType<T>): Promise<{ rows: T[]; skipped: number }> {
  const parsed: T[] = [];
  let skipped = 0;
  for (let start = 0; start < rows.length; start += PARSE_SLICE) {
    if (start > 0) await nextTask();
    for (const row of rows.slice(start, start + PARSE_SLICE)) {
      const result = schema.safeParse(row);
      if (result.success) parsed.push(result.data);
      else skipped += 1;
    }
  }
  return { rows: parsed, skipped };
}

async function applyPage(
  db: LedgerLinkDb,
  before: CatalogueMeta,
  page: SyncPage,
  { now, country }: { now: number; country: string | undefined },
  result: CatalogueSyncResult,
): Promise<CatalogueMeta> {
  result.skipped += page.skipped;

  // A pull with no checkpoint, or one the server reset, is a full pull: open a new generation.
  const startsFullPull = page.reset || before.checkpoint === null;
  let meta: CatalogueMeta = startsFullPull ? { ...before, generation: before.generation + 1, sweepPending: true, country: country ?? null } : before;
  meta = { ...meta, deviceLimit: page.deviceLimit ?? null };
  if (meta.sweepPending) result.fullPull = true;
  const keep = page.deviceLimit === undefined ? undefined : { limit: page.deviceLimit, country };

  // A provider may leave and return within one page: its record (the latest state) wins over an older tombstone.
  const updatedAt = new Map(page.providers.map((provider) => [provider.id, Date.parse(provider.updatedAt)]));
  const removedIds = page.tombstones.filter((tomb) => !(Date.parse(tomb.deletedAt) <= (updatedAt.get(tomb.id) ?? -Infinity))).map((tomb) => tomb.id);

  await db.transaction('rw', [db.providers, db.settings, db.meta, db.openedProviders], async () => {
    await forgetOpenedProviders(db, removedIds);
    // While a full pull pages, the previous catalogue still shows: the limit applies once it is swept.
    let pushedOut = await writeProviders(db, { upserts: page.providers, removed: removedIds, syncGeneration: meta.generation, keep: meta.sweepPending ? undefined : keep });
    if (page.settings && typeof page.settings === 'object') await writeSettings(db, parseSettingsLists(page.settings));
    meta = { ...meta, checkpoint: page.checkpoint };
    if (!page.hasMore) {
      if (meta.sweepPending) {
        // Generations only grow, so every row this pull did not write is below its generation.
        const stale = await db.providers.where('syncGeneration').below(meta.generation).primaryKeys();
        pushedOut += await writeProviders(db, { removed: stale, keep });
        result.removed += stale.length;
        meta = { ...meta, partial: page.partial ?? false };
      }
      meta = { ...meta, sweepPending: false, lastSyncedAt: now };
    }
    if (pushedOut) meta = { ...meta, partial: true };
    result.removed += pushedOut;
    await writeCatalogueMeta(db, meta);
  });
  result.upserted += page.providers.length;
  result.removed += removedIds.length;
  return meta;
}

/** When the catalogue was last complete (null before the first sync), for "Updated … ago". */
export async function lastCatalogueSync(db: LedgerLinkDb): Promise<number | null> {
  return (await readCatalogueMeta(db)).lastSyncedAt;
}
