import { marketplaceStatsUrl, marketplaceStatsSchema, type MarketplaceLocation, type MarketplaceStats } from '@ledgerlink/shared-schema';
import { mapCacheRead, pickCatalogueSource, unlessPartial, type CacheRead, type OfflineMarketplacePage } from '../../offline/catalogue';
import { useApiRead } from '../../ui/use-api-read';
import { cacheAnswers } from './useCachedMarketplace';

export type MarketplaceStatsState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; stats: MarketplaceStats };

/**
 * A landing page's figures (count, average rating, price ranges) for its introduction: from the
 * synced offline catalogue (shared summarizeMarketplace over the same rows as the cards, so offline
 * works and the counts agree), else `GET /api/marketplace/stats`. A free-text search has no
 * introduction; a failure leaves the page without one ('none'), never with an error: the listing
 * itself is what the visitor came for. A device holding only part of the catalogue has no figures
 * offline: its part's counts would be stated as LedgerLink's.
 */
export function useMarketplaceStats(filters: MarketplaceLocation, cached: CacheRead<OfflineMarketplacePage>): MarketplaceStatsState {
  const wanted = !filters.search;
  const network = useApiRead(wanted && !cacheAnswers(cached) ? marketplaceStatsUrl(filters) : undefined, marketplaceStatsSchema);
  const source = pickCatalogueSource(network, mapCacheRead(unlessPartial(cached, network), (page) => page.stats));
  const partOnly = source.status === 'ready' && source.from === 'cache' && cached.status === 'ready' && cached.value?.partial === true;
  if (!wanted || source.status === 'failed' || partOnly) return { status: 'none' };
  return source.status === 'ready' ? { status: 'ready', stats: source.value } : { status: 'loading' };
}
