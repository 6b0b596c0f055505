import { useState } from 'react';
import { bookkeepersUrl, type BookkeepersResponse, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { mapCacheRead, pickCatalogueSource, unlessPartial, type CacheRead, type OfflineMarketplacePage } from '../../offline/catalogue';
import { useApiRead } from '../../ui/use-api-read';
import { bookkeepersAnswerSchema } from './bookkeepers-answer';
import { cacheAnswers } from './useCachedMarketplace';

export type MarketplaceState =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'ready'; data: BookkeepersResponse; error?: undefined; heldOnDevice?: number };

/**
 * One page of the marketplace for a filter set, the only door components use to the provider list:
 * the offline catalogue once it is synced (the same page `GET /api/bookkeepers` gives, offline too),
 * else the server's answer (a first visit, while the first sync runs). pickCatalogueSource has the rule.
 * A device that holds only part of the catalogue shows the server's answer, and its own only
 * offline, with how many providers it holds (`heldOnDevice`).
 */
export function useMarketplace(filters: MarketplaceLocation, cached: CacheRead<OfflineMarketplacePage>): MarketplaceState & { retry: () => void } {
  // "Try again" after a failure always asks the server, whatever the catalogue said before.
  const [askServer, setAskServer] = useState(false);
  const network = useApiRead(cacheAnswers(cached) && !askServer ? undefined : bookkeepersUrl(filters), bookkeepersAnswerSchema);
  const source = pickCatalogueSource(
    network,
    mapCacheRead(unlessPartial(cached, network), ({ bookkeepers, pagination }): BookkeepersResponse => ({ bookkeepers, pagination })),
  );
  const page = cached.status === 'ready' ? cached.value : undefined;
  const retry = () => {
    setAskServer(true);
    network.retry();
  };
  if (source.status === 'ready') {
    const heldOnDevice = source.from === 'cache' && page?.partial ? page.held : undefined;
    return { status: 'ready', data: source.value, retry, ...(heldOnDevice === undefined ? {} : { heldOnDevice }) };
  }
  if (source.status === 'failed') return { status: 'error', error: source.error, retry };
  return { status: 'loading', retry };
}
