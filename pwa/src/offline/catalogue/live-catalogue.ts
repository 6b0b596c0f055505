import { buildMarketplaceUrl, type MarketplaceLocation, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { liveQuery } from 'dexie';
import { readCatalogueMeta, readSettings, type CatalogueSettings } from './catalogue-store';
import { noteDeviceCountry } from './device-country';
import { keepOpenedProvider } from './opened-providers';
import { CATALOGUE_SYNC_REQUEST, syncCatalogue, type CatalogueSyncReply } from './catalogue-sync';
import { db } from '../db';
import { readMarketplacePage, readProvider, type OfflineMarketplacePage, type ProviderAddress } from './marketplace-reader';
import { noteCatalogueSynced } from './catalogue-hint';
import { readAhead } from './read-ahead';
import { askWorker } from '../../lib/worker-request';

/**
 * The offline catalogue as the pages see it: live reads that follow every sync, and the one door to
 * start a sync. Everything Dexie-backed that a page needs is here, so the UI loads Dexie with a
 * single dynamic import (use-live-catalogue.ts) beside, never before, a first visit's network read.
 */

export type Unsubscribe = () => void;

/** Runs `read` now and again after every write to the tables it read (Dexie's `liveQuery`). */
function watch<T>(read: () => Promise<T>, onNext: (value: T) => void, onError: (error: unknown) => void): Unsubscribe {
  const subscription = liveQuery(read).subscribe({ next: onNext, error: onError });
  return () => subscription.unsubscribe();
}

/** What this tab knows of the catalogue's syncs. */
const tab: {
  /**
   * A completed sync was seen: `lastSyncedAt` never returns to null once set (a reset keeps the old
   * rows until its own pull completes), so later reads skip that round trip to IndexedDB.
   */
  synced: boolean;
  /** The sync this tab runs now, which calls meanwhile share. */
  sync?: Promise<void>;
} = { synced: false };

async function catalogueSynced(): Promise<boolean> {
  tab.synced ||= (await readCatalogueMeta(db)).lastSyncedAt !== null;
  return tab.synced;
}

/** A marketplace page with its figures, or undefined until a sync has completed once (the server answers until then). */
export function watchMarketplacePage(filters: MarketplaceLocation, onNext: (page: OfflineMarketplacePage | undefined) => void, onError: (error: unknown) => void): Unsubscribe {
  return watch(
    async () => {
      // Only the meta is read (and watched) until the first sync completes: a full pull's pages then
      // do not re-run a read of every row that nobody would be shown.
      if (!(await catalogueSynced())) return undefined;
      const started = performance.now();
      const page = await readMarketplacePage(db, filters);
      // User Timing, for DevTools and `npm run bench`: how long one page costs over the cached catalogue.
      performance.measure('ledgerlink:catalogue-read', { start: started });
      // Corrupt rows were just dropped (and the checkpoint cleared): fetch them again.
      if (page.dropped) void requestCatalogueSync();
      return page;
    },
    onNext,
    onError,
  );
}

/** A page read ahead of the navigation that shows it; the page's live query answers within a frame or two after. */
const pagesAhead = readAhead<OfflineMarketplacePage>(2_000);

/**
 * Reads the page of the address the marketplace is about to show, for that address's first render
 * to take (marketplacePageAhead). Nothing before the first sync has completed: the server answers
 * those pages. A page that dropped corrupt rows is left to the live query, which re-fetches them.
 */
export async function readMarketplacePageAhead(filters: MarketplaceLocation): Promise<void> {
  if (!(await catalogueSynced())) return;
  const page = await readMarketplacePage(db, filters);
  if (!page.dropped) pagesAhead.put(buildMarketplaceUrl(filters), page);
}

/** The page readMarketplacePageAhead just read for these filters, if any. */
export const marketplacePageAhead = (filters: MarketplaceLocation): OfflineMarketplacePage | undefined => pagesAhead.take(buildMarketplaceUrl(filters));

/** One cached provider (profile, hire page), or undefined when the catalogue does not hold it. */
export function watchProvider(address: ProviderAddress, onNext: (provider: PublicBookkeeper | undefined) => void, onError: (error: unknown) => void): Unsubscribe {
  return watch(() => readProvider(db, address), onNext, onError);
}

/** The settings lists (countries, cities, services) the last sync stored; empty lists before the first. */
export function readCachedSettings(): Promise<CatalogueSettings> {
  return readSettings(db);
}

/** Keeps a profile opened online that the catalogue does not hold, for offline (opened-providers.ts). */
export function keepOpenedProfile(provider: PublicBookkeeper): Promise<void> {
  return keepOpenedProvider(db, provider);
}

/** Remembers the place a marketplace address is about as the device's country (device-country.ts). */
export async function noteMarketplacePlace(filters: Pick<MarketplaceLocation, 'city' | 'country'>): Promise<void> {
  if (filters.city || filters.country) await noteDeviceCountry(db, filters, await readSettings(db));
}

/** Epoch ms of the last completed sync, null before the first. */
export function watchLastSync(onNext: (lastSyncedAt: number | null) => void, onError: (error: unknown) => void): Unsubscribe {
  return watch(async () => (await readCatalogueMeta(db)).lastSyncedAt, onNext, onError);
}

/**
 * Brings the catalogue up to date. Calls while one runs in this tab share it; other tabs and the
 * worker wait on the Web Lock inside syncCatalogue. A failed sync (offline) waits for the next trigger.
 */
export function requestCatalogueSync(): Promise<void> {
  tab.sync ??= timedSync().finally(() => {
    tab.sync = undefined;
  });
  return tab.sync;
}

/** A full pull of 10,000 providers takes seconds on a phone; a worker silent for this long is taken as gone. */
const WORKER_SYNC_MS = 120_000;

async function timedSync(): Promise<void> {
  const started = performance.now();
  // The controlling worker syncs off the main thread; without one (first moments of a first visit,
  // a browser without workers) the page does, with a failed worker sync retried here at once.
  const reply = await askWorker<CatalogueSyncReply>(CATALOGUE_SYNC_REQUEST, WORKER_SYNC_MS);
  if (reply?.type !== 'CATALOGUE_SYNCED') await syncCatalogue(db, {});
  noteCatalogueSynced((await readCatalogueMeta(db)).partial);
  performance.measure('ledgerlink:catalogue-sync', { start: started });
}
