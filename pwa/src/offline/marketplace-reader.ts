import {
  MARKETPLACE_PAGE_SIZE,
  matchesMarketplaceFilters,
  publicBookkeeperSchema,
  queryMarketplace,
  resolveMarketplaceLocation,
  summarizeMarketplace,
  type MarketplaceFilters,
  type MarketplaceListing,
  type MarketplaceLocation,
  type MarketplaceStats,
  type Pagination,
  type PricedListing,
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';
import type { LedgerLinkDb } from './db';
import { dropCorruptRows, readCatalogueMeta, readSettings, restoreProviders } from './catalogue-store';

/**
 * The marketplace and profiles over the offline catalogue: the same filters, order and pages as
 * `GET /api/bookkeepers`, because both run shared-schema's `queryMarketplace` rules (the server as a
 * MongoDB query) and resolve the location alike. Plain Dexie reads, so a `useLiveQuery` over them
 * follows every sync.
 *
 * Speed over 10,000 providers (issue 11: first card <= 100 ms, filter change <= 50 ms): a page reads
 * the compact `listings` rows (the fields filtering, ordering and the figures need), parses them
 * with the shared provider rules and keeps them in memory while the catalogue's meta row is
 * unchanged (every catalogue write rewrites it: catalogue-store.ts), so a filter change reads one
 * meta row, the settings and the 50 profiles of its page. A row failing either parse is dropped
 * (catalogue-store.ts `dropCorruptRows`); one whose profile alone fails is still counted in that one
 * answer's total, and the live query re-runs with the right total once the row is gone.
 */

/** The fields `queryMarketplace` and `summarizeMarketplace` read, parsed with the shared provider rules. */
const listingSchema = publicBookkeeperSchema.pick({
  id: true,
  providerType: true,
  fullName: true,
  businessName: true,
  city: true,
  country: true,
  services: true,
  averageRating: true,
  totalReviews: true,
  hourlyRate: true,
  monthlyStartingPrice: true,
});
type Listing = MarketplaceListing & PricedListing;

export interface OfflineMarketplacePage {
  bookkeepers: PublicBookkeeper[];
  pagination: Pagination;
  /** The landing-page figures of every match (what `GET /api/marketplace/stats` answers for these filters). */
  stats: MarketplaceStats;
  /** Rows that did not parse and were dropped (the next sync re-fetches them). */
  dropped: number;
}

let parsed: { db: LedgerLinkDb; version: string; listings: Listing[] } | undefined;

/** Every readable listing, parsed once per catalogue version; unreadable ones are dropped. */
async function readListings(db: LedgerLinkDb): Promise<{ listings: Listing[]; dropped: number }> {
  return db.transaction('r', db.meta, db.listings, async () => {
    const version = JSON.stringify(await readCatalogueMeta(db));
    if (parsed?.db === db && parsed.version === version) return { listings: parsed.listings, dropped: 0 };
    const listings: Listing[] = [];
    const unreadable: string[] = [];
    for (const row of await db.listings.toArray()) {
      const listing = listingSchema.safeParse(row);
      if (listing.success) listings.push(listing.data);
      else unreadable.push(row.id);
    }
    if (unreadable.length) void dropCorruptRows(db, unreadable);
    parsed = { db, version, listings };
    return { listings, dropped: unreadable.length };
  });
}

/**
 * One page for the filters of a marketplace address. As the server does with `?location=`, the one
 * location (the city, else the country) is resolved against the settings lists; before the first
 * sync brought them, the address's own city and country are used.
 */
export async function readMarketplacePage(db: LedgerLinkDb, filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): Promise<OfflineMarketplacePage> {
  const [{ listings, dropped: unreadable }, settings] = await Promise.all([readListings(db), readSettings(db)]);
  const location = filters.city ?? filters.country;
  const resolved: MarketplaceFilters = {
    providerType: filters.providerType,
    services: filters.services,
    search: filters.search,
    ...(location && (settings.cities.length || settings.countries.length) ? resolveMarketplaceLocation(settings, location) : { city: filters.city, country: filters.country }),
  };
  const page = queryMarketplace(listings, resolved, filters.page, limit);
  const stats = summarizeMarketplace(listings.filter((listing) => matchesMarketplaceFilters(listing, resolved)));
  const ids = page.bookkeepers.map((listing) => listing.id);
  const rows = await db.providers.bulkGet(ids);
  // A listing without its provider breaks the pairing catalogue-store.ts keeps: re-fetch both.
  const orphans = ids.filter((_, index) => rows[index] === undefined);
  if (orphans.length) void dropCorruptRows(db, orphans);
  const { providers, dropped } = await restoreProviders(db, rows.filter((row) => row !== undefined));
  return { bookkeepers: providers, pagination: page.pagination, stats, dropped: unreadable + orphans.length + dropped };
}

export type ProviderAddress = { id: string } | { slug: string } | { username: string };

/** One cached provider by id, slug or handle (profile and hire pages); undefined when not cached or unreadable. */
export async function readProvider(db: LedgerLinkDb, address: ProviderAddress): Promise<PublicBookkeeper | undefined> {
  const rows =
    'id' in address
      ? await db.providers.where('id').equals(address.id).toArray()
      : 'slug' in address
        ? await db.providers.where('slug').equals(address.slug.toLowerCase()).toArray()
        : await db.providers.where('username').equals(address.username.toLowerCase()).toArray();
  const { providers } = await restoreProviders(db, rows);
  return providers[0];
}
