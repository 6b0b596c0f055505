import { startTransition, useCallback, useEffect, useState } from 'react';
import { bookkeepersResponseSchema, type BookkeepersResponse, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { apiGet } from '../../api/client';
import { takeInitialFetch } from '../../ui/initial-fetch';
import { bookkeepersPath } from './bookkeepers-path';

export type MarketplaceState =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'ready'; data: BookkeepersResponse; error?: undefined };

interface Settled {
  key: string;
  state: MarketplaceState;
}

/**
 * One page of the marketplace for a filter set. The only door components use to the provider list:
 * the offline layer replaces this body (Dexie + queryMarketplace) without touching any component.
 * A filter change aborts the request in flight; a stale answer is never shown for new filters.
 */
export function useMarketplace(filters: MarketplaceLocation): MarketplaceState & { retry: () => void } {
  const path = bookkeepersPath(filters);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // The opening page's read may already be under way (marketplace-prefetch.ts); parsed the same.
    const body = takeInitialFetch(path) ?? apiGet(path, undefined, { signal: controller.signal });
    body.then((raw) => bookkeepersResponseSchema.parse(raw)).then(
      // A page of 50 cards is the heaviest render of the public site: as a transition React renders
      // it in slices that yield to the browser, instead of one long task that blocks input on a phone.
      (data) => startTransition(() => setSettled({ key, state: { status: 'ready', data } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: MarketplaceState = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
