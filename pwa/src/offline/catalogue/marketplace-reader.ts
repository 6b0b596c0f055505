import {
  MARKETPLACE_PAGE_SIZE,
  compareMarketplaceOrder,
  marketplaceMatcher,
  queryMarketplace,
  resolveMarketplaceLocation,
  summarizeMarketplace,
  type MarketplaceFilters,
  type MarketplaceLocation,
  type MarketplaceStats,
  type Pagination,
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';
import type { Table } from 'dexie';
import type { LedgerLinkDb } from '../db';
import { dropCorruptRows, fromProviderRow, readCatalogueMeta, readListingColumns, readListingRevision, readSettings, restoreProviders, storeRebuiltColumns } from './catalogue-store';
import type { Listing } from './listing-columns';

/**
 * The marketplace and profiles over the offline catalogue: the same filters, order and pages as
 * `GET /api/bookkeepers`, because both run shared-schema's `queryMarketplace` rules (the server as a
 * MongoDB query) and resolve the location alike. Plain Dexie reads, so a `useLiveQuery` over them
 * follows every sync.
 *
 * Speed over 10,000 providers (first card <= 100 ms, filter change <= 50 ms): a page reads
 * the listing columns (listing-columns.ts: the fields filtering, ordering and the figures need, in
 * one record) and keeps them in memory while their revision is unchanged (every provider write
 * renews it: catalogue-store.ts), so a filter change reads one meta row, the settings and the 50
 * profiles of its page. A profile that fails to parse is dropped with its listing
 * (catalogue-store.ts `dropCorruptRows`); it is still counted in that one answer's total, and the
 * live query re-runs with the right total once it is gone.
 */

export interface OfflineMarketplacePage {
  bookkeepers: PublicBookkeeper[];
  pagination: Pagination;
  /** The landing-page figures of every match (what `GET /api/marketplace/stats` answers for these filters). */
  stats: MarketplaceStats;
  /** Rows that did not parse and were dropped (the next sync re-fetches them). */
  dropped: number;
  /** The device holds only part of the catalogue (its provider limit): `held` providers. */
  partial: boolean;
  held: number;
}

/** What this tab keeps between reads. */
const memory: {
  /** The listings parsed from one revision of the listing columns of one database. */
  parsed?: { db: LedgerLinkDb; revision: string; listings: Listing[] };
  /**
   * The last page answered, for the same listings and query: a live query re-running after a write
   * that changed no provider (a no-change sync rewrites the catalogue's meta row) hands back the same
   * cards, so the page does not re-render 50 of them for nothing.
   */
  lastPage?: { listings: Listing[]; key: string; page: OfflineMarketplacePage };
} = {};

/** Every listing, read once per revision of the listing columns (listing-columns.ts); rebuilt columns are stored again. */
async function readListings(db: LedgerLinkDb): Promise<Listing[]> {
  return db.transaction('r', db.meta, db.providers, async () => {
    // With nothing in memory (a page's first read) the columns are needed whatever the revision:
    // both reads go at once instead of one after the other.
    const columnsRead = memory.parsed?.db === db ? undefined : readListingColumns(db);
    const revision = await readListingRevision(db);
    const { parsed } = memory;
    if (parsed?.db === db && revision !== undefined && parsed.revision === revision) return parsed.listings;
    const { listings, rebuilt } = await (columnsRead ?? readListingColumns(db));
    if (rebuilt) void storeRebuiltColumns(db);
    // Kept in the marketplace's order: every page's matches are then already sorted, and
    // queryMarketplace's sort over them is a single pass instead of a full sort of 10,000. Stored
    // listings come in that order already, so this sort is a single pass too.
    listings.sort(compareMarketplaceOrder);
    if (revision !== undefined) memory.parsed = { db, revision, listings };
    return listings;
  });
}

/**
 * One page for the filters of a marketplace address. As the server does with `?location=`, the one
 * location (the city, else the country) is resolved against the settings lists; before the first
 * sync brought them, the address's own city and country are used.
 */
export async function readMarketplacePage(db: LedgerLinkDb, filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): Promise<OfflineMarketplacePage> {
  const [listings, settings, { partial }] = await Promise.all([readListings(db), readSettings(db), readCatalogueMeta(db)]);
  const location = filters.city ?? filters.country;
  const resolved: MarketplaceFilters = {
    providerType: filters.providerType,
    services: filters.services,
    search: filters.search,
    verified: filters.verified,
    ...(location && (settings.cities.length || settings.countries.length) ? resolveMarketplaceLocation(settings, location) : { city: filters.city, country: filters.country }),
  };
  const key = JSON.stringify([resolved, filters.page, limit, partial]);
  const { lastPage } = memory;
  if (lastPage?.listings === listings && lastPage.key === key) return lastPage.page;
  const page = queryMarketplace(listings, resolved, filters.page, limit);
  const stats = summarizeMarketplace(listings.filter(marketplaceMatcher(resolved)));
  const ids = page.bookkeepers.map((listing) => listing.id);
  const rows = await db.providers.bulkGet(ids);
  // A listing without its provider breaks the pairing catalogue-store.ts keeps: re-fetch both.
  const orphans = ids.filter((_, index) => rows[index] === undefined);
  if (orphans.length) void dropCorruptRows(db, orphans);
  const { providers, dropped } = await restoreProviders(db, rows.filter((row) => row !== undefined));
  const answer = { bookkeepers: providers, pagination: page.pagination, stats, dropped: orphans.length + dropped, partial, held: listings.length };
  memory.lastPage = answer.dropped ? undefined : { listings, key, page: answer };
  return answer;
}

export type ProviderAddress = { id: string } | { slug: string } | { username: string };

/**
 * One provider by id, slug or handle (profile and hire pages): the catalogue's, else a profile this
 * device opened online (opened-providers.ts); undefined when neither holds it readably.
 */
export async function readProvider(db: LedgerLinkDb, address: ProviderAddress): Promise<PublicBookkeeper | undefined> {
  const { providers } = await restoreProviders(db, await rowsAt(db.providers, address));
  if (providers[0]) return providers[0];
  for (const row of await rowsAt(db.openedProviders, address)) {
    const opened = fromProviderRow(row);
    if (opened) return opened;
  }
  return undefined;
}

/** The rows of a table keyed like the catalogue's (`id`, `slug`, `username`) at an address. */
function rowsAt<T>(table: Table<T, string>, address: ProviderAddress): Promise<T[]> {
  if ('id' in address) return table.where('id').equals(address.id).toArray();
  if ('slug' in address) return table.where('slug').equals(address.slug.toLowerCase()).toArray();
  return table.where('username').equals(address.username.toLowerCase()).toArray();
}
