import { parseMarketplaceUrl } from '@ledgerlink/shared-schema';
import { startInitialFetch } from '../../ui/initial-fetch';
import { isMarketplacePath } from './marketplace-path';
import { bookkeepersPath, marketplaceStatsPath } from './bookkeepers-path';

/** Starts the listing's first page and its introduction's figures for the address the app opened on; the page's hooks take them. */
export function prefetchMarketplace(pathname: string, search: string): void {
  if (!isMarketplacePath(pathname)) return;
  const filters = parseMarketplaceUrl(pathname, search);
  startInitialFetch(bookkeepersPath(filters));
  // A free-text search has no introduction (useMarketplaceStats).
  if (!filters.search) startInitialFetch(marketplaceStatsPath(filters));
}
