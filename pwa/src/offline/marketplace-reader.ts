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
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';
import type { LedgerLinkDb } from './db';
import { readSettings, restoreProviders } from './catalogue-store';

/**
 * The marketplace and profiles over the offline catalogue: the same filters, order and pages as
 * `GET /api/bookkeepers`, because both run shared-schema's `queryMarketplace` rules (the server as a
 * MongoDB query) and resolve the location alike. Plain Dexie reads, so a `useLiveQuery` over them
 * follows every sync.
 *
 * Parsing every field of 10,000 profiles costs about ten times parsing the few that filtering and
 * ordering read, so a read parses those few for every row and the whole profile only for the page
 * it returns. A row failing either parse is dropped (catalogue-store.ts `restoreProviders`); one
 * that fails only the full parse is still counted in that one answer's total, and the live query
 * re-runs with the right total once the row is gone.
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

export interface OfflineMarketplacePage {
  bookkeepers: PublicBookkeeper[];
  pagination: Pagination;
  /** The landing-page figures of every match (what `GET /api/marketplace/stats` answers for these filters). */
  stats: MarketplaceStats;
  /** Rows that did not parse and were dropped (the next sync re-fetches them). */
  dropped: number;
}

/**
 * One page for the filters of a marketplace address. As the server does with `?location=`, the one
 * location (the city, else the country) is resolved against the settings lists; before the first
 * sync brought them, the address's own city and country are used.
 */
export async function readMarketplacePage(db: LedgerLinkDb, filters: MarketplaceLocation, limit = MARKETPLACE_PAGE_SIZE): Promise<OfflineMarketplacePage> {
  const [rows, settings] = await Promise.all([db.providers.toArray(), readSettings(db)]);
  const listings: (MarketplaceListing & { row: number })[] = [];
  const unreadable: unknown[] = [];
  rows.forEach((row, index) => {
    const parsed = listingSchema.safeParse(row);
    if (parsed.success) listings.push({ ...parsed.data, row: index });
    else unreadable.push(row);
  });
  const location = filters.city ?? filters.country;
  const resolved: MarketplaceFilters = {
    providerType: filters.providerType,
    services: filters.services,
    search: filters.search,
    ...(location && (settings.cities.length || settings.countries.length) ? resolveMarketplaceLocation(settings, location) : { city: filters.city, country: filters.country }),
  };
  const page = queryMarketplace(listings, resolved, filters.page, limit);
  const stats = summarizeMarketplace(listings.filter((listing) => matchesMarketplaceFilters(listing, resolved)));
  // The unreadable rows go first only to be dropped; the page's rows come back in page order.
  const { providers, dropped } = await restoreProviders(db, [...unreadable, ...page.bookkeepers.map((listing) => rows[listing.row])]);
  return { bookkeepers: providers, pagination: page.pagination, stats, dropped };
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
