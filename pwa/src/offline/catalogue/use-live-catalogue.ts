import { startTransition, useEffect, useState } from 'react';
import { onPageSettled } from '../../lib/page-settled';
import { hasSyncedCatalogue } from './catalogue-hint';
import type { CacheRead } from './catalogue-source';
import type * as LiveCatalogueModule from './live-catalogue';

/**
 * Live reads of the offline catalogue for the pages' hooks: the `useLiveQuery` pattern, over the
 * Dexie chunk loaded on demand. dexie-react-hooks' `useLiveQuery` imports Dexie (~100 KB) statically,
 * which would put it in front of a first visit's cards; here the page's chunk holds only this hook,
 * and live-catalogue.ts (Dexie, the readers, the sync) arrives beside the network read once this
 * browser has a catalogue, else after the first page has settled (catalogue-hint.ts).
 */

export type LiveCatalogue = typeof LiveCatalogueModule;

/** The Dexie-backed catalogue module in this tab: its one fetch, and the module once it arrived. */
const chunk: { loading?: Promise<LiveCatalogue>; loaded?: LiveCatalogue } = {};

/** The Dexie-backed catalogue module, fetched once. */
export const loadLiveCatalogue = (): Promise<LiveCatalogue> =>
  (chunk.loading ??= import('./live-catalogue').then((catalogue) => {
    chunk.loaded = catalogue;
    return catalogue;
  }));

/**
 * What a read mounted before this browser ever synced a catalogue does: 'watch-once-settled' reads
 * the cache once the page has settled and follows it ("Updated … ago" appearing with the first
 * sync); 'network-only' leaves that page to the server's answer, which it already shows: switching
 * the same cards over to the cache when the first sync lands cost a read of every listing and a
 * re-render of 50 cards in the middle of a first visit (blocking time). Its next
 * address reads the cache.
 */
export type FirstVisit = 'watch-once-settled' | 'network-only';

type Subscribe<T> = (catalogue: LiveCatalogue, onNext: (value: T | undefined) => void, onError: (error: unknown) => void) => () => void;

interface Options<T> {
  firstVisit?: FirstVisit;
  /** The query's answer read ahead of this render (read-ahead.ts), shown until the subscription's first answer. */
  ahead?: (catalogue: LiveCatalogue) => T | undefined;
}

/**
 * Subscribes with `subscribe` (a stable callback: its identity is the query) and returns its latest
 * answer; an answer of an older query is never returned for a new one. IndexedDB being unavailable
 * (private mode, quota) is the 'failed' state, never a throw: the network answer covers it.
 */
export function useLiveCatalogue<T>(subscribe: Subscribe<T>, { firstVisit = 'watch-once-settled', ahead }: Options<T> = {}): CacheRead<T> {
  const [settled, setSettled] = useState<{ query: Subscribe<T>; read: CacheRead<T> } | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const settle = (read: CacheRead<T>) => {
      // As a transition, like the network answer: a page of cards renders in slices that yield to input.
      if (active) startTransition(() => setSettled({ query: subscribe, read }));
    };
    if (firstVisit === 'network-only' && !hasSyncedCatalogue()) {
      settle({ status: 'ready', value: undefined });
      return () => {
        active = false;
      };
    }
    // A first visit shows the network's answer; its cache reads wait until the page has settled.
    const catalogue = hasSyncedCatalogue() ? loadLiveCatalogue() : new Promise<void>((resolve) => onPageSettled(resolve)).then(loadLiveCatalogue);
    catalogue.then(
      (catalogue) => {
        if (!active) return;
        unsubscribe = subscribe(
          catalogue,
          (value) => settle({ status: 'ready', value }),
          () => settle({ status: 'failed' }),
        );
      },
      () => settle({ status: 'failed' }),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [subscribe, firstVisit]);

  if (settled?.query === subscribe) return settled.read;
  const early = chunk.loaded && ahead?.(chunk.loaded);
  return early === undefined ? { status: 'pending' } : { status: 'ready', value: early };
}
