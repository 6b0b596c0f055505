/**
 * The offline catalogue (ARCHITECTURE §2, read path): the one entry for code outside this folder.
 * Pages read it through `useLiveCatalogue` and `loadLiveCatalogue`, which bring Dexie in its own
 * chunk beside, never before, a first visit's network read; the service worker runs the sync.
 */
export { hasSyncedCatalogue, holdsPartOfCatalogue } from './catalogue-hint';
export { mapCacheRead, pickCatalogueSource, unlessPartial, type CacheRead, type NetworkRead } from './catalogue-source';
export { loadLiveCatalogue, useLiveCatalogue, type LiveCatalogue } from './use-live-catalogue';
export { useCachedProvider } from './use-cached-provider';
export type { OfflineMarketplacePage } from './marketplace-reader';
export { startCatalogueSync } from './catalogue-sync-schedule';
export { isCatalogueSyncRequest, syncCatalogue, type CatalogueSyncReply } from './catalogue-sync';
