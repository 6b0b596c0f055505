import { useEffect, useState } from 'react';
import { marketplaceStatsSchema, type MarketplaceLocation, type MarketplaceStats } from '@ledgerlink/shared-schema';
import { apiGet } from '../../api/client';
import { takeInitialFetch } from '../../ui/initial-fetch';
import { marketplaceStatsPath } from './bookkeepers-path';

export type MarketplaceStatsState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; stats: MarketplaceStats };

/**
 * A landing page's figures (count, average rating, price ranges) for its introduction. A free-text
 * search has no introduction, so nothing is fetched; a failed fetch leaves the page without one
 * ('none'), never with an error: the listing itself is what the visitor came for.
 */
export function useMarketplaceStats(filters: MarketplaceLocation): MarketplaceStatsState {
  const path = filters.search ? undefined : marketplaceStatsPath(filters);
  const [settled, setSettled] = useState<{ path: string; state: MarketplaceStatsState } | null>(null);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    // The opening page's read may already be under way (marketplace-prefetch.ts); parsed the same.
    const body = takeInitialFetch(path) ?? apiGet(path, undefined, { signal: controller.signal });
    body.then((raw) => marketplaceStatsSchema.parse(raw)).then(
      (stats) => setSettled({ path, state: { status: 'ready', stats } }),
      () => {
        if (!controller.signal.aborted) setSettled({ path, state: { status: 'none' } });
      },
    );
    return () => controller.abort();
  }, [path]);

  if (!path) return { status: 'none' };
  return settled?.path === path ? settled.state : { status: 'loading' };
}
