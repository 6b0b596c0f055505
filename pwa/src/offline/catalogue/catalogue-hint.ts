/**
 * A synchronous hint, readable without Dexie, that this browser has synced the catalogue before.
 * Without it (a first visit) the pages' live catalogue reads wait until the page has settled, so
 * Dexie and its schemas stay off the first visit's critical path; with it they load at once, as
 * the cache is what the page will show. Only a hint: the catalogue itself decides what is cached.
 */
const KEY = 'ledgerlink.catalogueSynced';

export function hasSyncedCatalogue(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a first visit
  }
}

export function noteCatalogueSynced(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // storage blocked or full: the next visit only waits a little longer for its cache
  }
}
