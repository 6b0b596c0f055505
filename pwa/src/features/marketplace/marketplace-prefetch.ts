import { bookkeepersUrl, marketplaceStatsUrl, parseMarketplaceUrl } from '@ledgerlink/shared-schema';
import { hasSyncedCatalogue, loadLiveCatalogue } from '../../offline/catalogue';
import { startInitialFetch } from '../../ui/initial-fetch';
import { isMarketplacePath } from './marketplace-path';

/**
 * Starts what the listing of the address the app opened on reads first: on a browser with a synced
 * catalogue the catalogue's code (the page renders from it), else the server's first page and its
 * introduction's figures; the page's hooks take them.
 */
export function prefetchMarketplace(pathname: string, search: string): void {
  if (!isMarketplacePath(pathname)) return;
  if (hasSyncedCatalogue()) return void loadLiveCatalogue().catch(() => undefined);
  const filters = parseMarketplaceUrl(pathname, search);
  startInitialFetch(bookkeepersUrl(filters));
  // A free-text search has no introduction (useMarketplaceStats).
  if (!filters.search) startInitialFetch(marketplaceStatsUrl(filters));
}
