import { useCallback } from 'react';
import type { MarketplaceLocation } from '@ledgerlink/shared-schema';
import { hasSyncedCatalogue, holdsPartOfCatalogue, useLiveCatalogue, type CacheRead, type LiveCatalogue, type OfflineMarketplacePage } from '../../offline/catalogue';

// Set once this tab has seen a synced catalogue that holds every provider: from then on the listing
// and its figures come from it alone, so later filter changes make no network reads (and work
// offline without a failed fetch).
let catalogueComplete = false;

/**
 * Whether a listing waits for the offline catalogue instead of asking the server: once the
 * catalogue has answered in this tab, and while it still may on a browser that synced one before
 * (a returning visitor's page renders once, from the cache, instead of the server's cards and then
 * the cache's same cards again). A cache that cannot answer (cleared, unavailable) or holds only
 * part of the catalogue (unlessPartial) hands over to the server.
 */
export function cacheAnswers(cached: CacheRead<OfflineMarketplacePage>): boolean {
  if (catalogueComplete) return true;
  if (!hasSyncedCatalogue() || holdsPartOfCatalogue()) return false;
  return cached.status === 'pending' || (cached.status === 'ready' && cached.value !== undefined && !cached.value.partial);
}

/**
 * The offline catalogue's page and figures for a filter set, live: `value` undefined until the
 * first sync has completed. The listing and its introduction both read this one answer, so their
 * counts always agree.
 */
export function useCachedMarketplace(filters: MarketplaceLocation): CacheRead<OfflineMarketplacePage> {
  const subscribe = useCallback(
    (catalogue: LiveCatalogue, onNext: (page: OfflineMarketplacePage | undefined) => void, onError: (error: unknown) => void) =>
      catalogue.watchMarketplacePage(
        filters,
        (page) => {
          if (page && !page.partial) catalogueComplete = true;
          onNext(page);
        },
        onError,
      ),
    [filters],
  );
  // A filter change read its page before navigating here (useMarketplaceNavigate): shown at once.
  return useLiveCatalogue(subscribe, { firstVisit: 'network-only', ahead: (catalogue) => catalogue.marketplacePageAhead(filters) });
}
