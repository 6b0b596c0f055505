import { catalogueSettingsSchema, compareDeviceOrder, publicBookkeeperSchema, type CatalogueResponse, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { LedgerLinkDb, ProviderRow, SettingsRow } from '../db';
import { decodeListings, encodeListings, listingOf, patchListings, type Listing } from './listing-columns';

/**
 * The offline catalogue's rows (Dexie `providers`, `settings`, `meta`) and their mappers. Every
 * provider write also patches the listing columns (listing-columns.ts, a `meta` record) and renews
 * their revision, in the caller's transaction (marketplace-reader.ts keys its in-memory listings on
 * the revision). Every read parses: a row that does not parse is deleted and the checkpoint
 * cleared, so the next sync is a full pull that brings it back (ARCHITECTURE §2; "restore" step of
 * STYLE.md).
 *
 * Full pulls (first sync, a server `reset`, a cleared checkpoint) never empty the table first:
 * each opens a new generation, every provider it writes is tagged with it, and when its last page
 * arrives rows of older generations (providers that left meanwhile) are swept. So the marketplace
 * keeps showing the old catalogue until the new one is complete, even if the pull is cut short.
 */

const META_KEY = 'catalogue';

const catalogueMetaSchema = z.object({
  /** The server's opaque checkpoint; null until the first page, or after a corrupt row was dropped. */
  checkpoint: z.string().nullable(),
  /** Epoch ms when the last pull completed (shown as "Updated … ago"). */
  lastSyncedAt: z.number().nullable(),
  /** The generation the current or last full pull tags its rows with. */
  generation: z.number().int().min(0),
  /** True while a full pull is under way: its last page sweeps older generations. */
  sweepPending: z.boolean(),
  /** The most providers the server lets this device keep (its pages' `deviceLimit`); null before the first page. */
  deviceLimit: z.number().int().min(1).nullable().default(null),
  /** This device holds only part of the catalogue (the server said so, or a delta pushed providers out). */
  partial: z.boolean().default(false),
  /** The country the held providers were ranked for (compareDeviceOrder); null: none. */
  country: z.string().nullable().default(null),
});
export type CatalogueMeta = z.infer<typeof catalogueMetaSchema>;

const EMPTY_META: CatalogueMeta = { checkpoint: null, lastSyncedAt: null, generation: 0, sweepPending: false, deviceLimit: null, partial: false, country: null };

export async function readCatalogueMeta(db: LedgerLinkDb): Promise<CatalogueMeta> {
  const parsed = catalogueMetaSchema.safeParse((await db.meta.get(META_KEY))?.value);
  // Unreadable bookkeeping costs one full pull, never a crash.
  return parsed.success ? parsed.data : EMPTY_META;
}

export async function writeCatalogueMeta(db: LedgerLinkDb, meta: CatalogueMeta): Promise<void> {
  await db.meta.put({ key: META_KEY, value: meta });
}

export const toProviderRow = (provider: PublicBookkeeper, syncGeneration: number): ProviderRow => ({ ...provider, syncGeneration });

const COLUMNS_KEY = 'listing-columns';

/**
 * The listing columns as stored; when the record is missing, of an older form or unreadable (a
 * device upgraded from v3 or from the unpacked form, a damaged record) they are rebuilt from the
 * cached providers, whose unreadable rows are dropped.
 */
export async function readListingColumns(db: LedgerLinkDb): Promise<{ listings: Listing[]; rebuilt: boolean }> {
  const stored = decodeListings((await db.meta.get(COLUMNS_KEY))?.value);
  if (stored) return { listings: stored, rebuilt: false };
  const { providers } = await restoreProviders(db, await db.providers.toArray());
  return { listings: providers.map(listingOf), rebuilt: true };
}

const REVISION_KEY = 'listing-revision';

/**
 * Stores the columns with a new revision: a reader keeps its parsed listings while the revision is
 * the same, so a sync that changed no provider (the every-few-minutes delta) costs it no re-read.
 */
export async function writeListingColumns(db: LedgerLinkDb, listings: readonly Listing[]): Promise<void> {
  await db.meta.bulkPut([
    { key: COLUMNS_KEY, value: encodeListings(listings) },
    { key: REVISION_KEY, value: crypto.randomUUID() },
  ]);
}

/** The stored columns' revision; undefined before any were written (then every read reads them). */
export async function readListingRevision(db: LedgerLinkDb): Promise<string | undefined> {
  const value = (await db.meta.get(REVISION_KEY))?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Stores the columns a reader had to rebuild, so the next read is fast again (from a live query: see outsideLiveQuery). */
export function storeRebuiltColumns(db: LedgerLinkDb): Promise<void> {
  return outsideLiveQuery(() =>
    db.transaction('rw', db.providers, db.meta, async () => {
      const { listings, rebuilt } = await readListingColumns(db);
      if (rebuilt) await writeListingColumns(db, listings);
    }),
  );
}

/** At most `limit` providers stay, ranked for `country` (shared compareDeviceOrder). */
export interface DeviceKeep {
  limit: number;
  country: string | undefined;
}

/**
 * Stores and removes providers and patches the listing columns (inside a transaction over
 * `providers` and `meta`). With `keep`, the providers ranked past its limit leave too; answers how
 * many did.
 */
export async function writeProviders(
  db: LedgerLinkDb,
  changes: { upserts?: readonly PublicBookkeeper[]; removed?: readonly string[]; syncGeneration?: number; keep?: DeviceKeep },
): Promise<number> {
  const { upserts = [], removed = [], syncGeneration = 0, keep } = changes;
  if (!upserts.length && !removed.length && !keep) return 0;
  // Read before the rows change: columns that must be rebuilt (none stored yet) then come from the
  // rows already there, not from re-parsing the 1,000 this write adds (150 ms of a first sync).
  const { listings } = await readListingColumns(db);
  let patched = upserts.length || removed.length ? patchListings(listings, upserts, removed) : listings;
  const pushedOut = new Set<string>();
  if (keep && patched.length > keep.limit) {
    patched = [...patched].sort(compareDeviceOrder(keep.country));
    for (const listing of patched.splice(keep.limit)) pushedOut.add(listing.id);
  }
  if (patched === listings) return 0;
  await db.providers.bulkDelete([...removed, ...pushedOut]);
  await db.providers.bulkPut(upserts.filter((provider) => !pushedOut.has(provider.id)).map((provider) => toProviderRow(provider, syncGeneration)));
  await writeListingColumns(db, patched);
  return pushedOut.size;
}

/** Drops unreadable rows (by id) and clears the checkpoint so the next sync is a full pull that re-fetches them. */
export function dropCorruptRows(db: LedgerLinkDb, ids: readonly string[]): Promise<void> {
  return outsideLiveQuery(() =>
    db.transaction('rw', db.providers, db.meta, async () => {
      await writeProviders(db, { removed: ids });
      await writeCatalogueMeta(db, { ...(await readCatalogueMeta(db)), checkpoint: null });
    }),
  );
}

export function fromProviderRow(row: unknown): PublicBookkeeper | undefined {
  const parsed = publicBookkeeperSchema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}

/** Parses rows read back; drops the unreadable ones and clears the checkpoint so they are re-fetched. */
export async function restoreProviders(db: LedgerLinkDb, rows: readonly unknown[]): Promise<{ providers: PublicBookkeeper[]; dropped: number }> {
  const providers: PublicBookkeeper[] = [];
  const corrupt: string[] = [];
  for (const row of rows) {
    const provider = fromProviderRow(row);
    if (provider) providers.push(provider);
    // Rows come from the `id`-keyed table, so each has its key, whatever else is wrong with it.
    else corrupt.push((row as { id: string }).id);
  }
  if (corrupt.length) await dropCorruptRows(db, corrupt);
  return { providers, dropped: corrupt.length };
}

/**
 * Readers run inside `useLiveQuery`, where Dexie refuses read-write transactions; a timer callback
 * runs outside that zone, so the repair can still happen during the read that found the damage.
 */
function outsideLiveQuery<T>(write: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => setTimeout(() => write().then(resolve, reject), 0));
}

export type CatalogueSettings = NonNullable<CatalogueResponse['settings']>;
const SETTINGS_ITEM_SCHEMAS = catalogueSettingsSchema.shape;
const SETTINGS_KEYS = ['countries', 'cities', 'services'] as const satisfies readonly SettingsRow['key'][];

/** Each settings list, item by item: an unreadable item is left out, never the whole list. */
export function parseSettingsLists(lists: Partial<Record<SettingsRow['key'], unknown>>): CatalogueSettings {
  const items = <K extends SettingsRow['key']>(key: K) =>
    (Array.isArray(lists[key]) ? (lists[key] as unknown[]) : [])
      .map((item) => SETTINGS_ITEM_SCHEMAS[key].element.safeParse(item))
      .flatMap((parsed) => (parsed.success ? [parsed.data as CatalogueSettings[K][number]] : []));
  return { countries: items('countries'), cities: items('cities'), services: items('services') };
}

export async function readSettings(db: LedgerLinkDb): Promise<CatalogueSettings> {
  const rows = await db.settings.bulkGet([...SETTINGS_KEYS]);
  return parseSettingsLists(Object.fromEntries(rows.flatMap((row) => (row ? [[row.key, row.values]] : []))));
}

export async function writeSettings(db: LedgerLinkDb, settings: CatalogueSettings): Promise<void> {
  await db.settings.bulkPut(SETTINGS_KEYS.map((key) => ({ key, values: settings[key] })));
}
