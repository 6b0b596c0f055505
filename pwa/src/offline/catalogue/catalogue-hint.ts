/**
 * A synchronous hint, readable without Dexie, that this browser has synced the catalogue before,
 * and whether it holds all of it. Without it (a first visit) the pages' live catalogue reads wait
 * until the page has settled, so Dexie and its schemas stay off the first visit's critical path;
 * with it they load at once, as the cache is what the page will show, unless the device holds only
 * part of the catalogue: its listings then ask the server at once, without waiting for the cache
 * to say so. Only a hint: the catalogue itself decides what is cached.
 */
const KEY = 'ledgerlink.catalogueSynced';
const WHOLE = '1';
const PART = 'part';

const readHint = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: behave as a first visit
  }
};

export const hasSyncedCatalogue = (): boolean => {
  const hint = readHint();
  return hint === WHOLE || hint === PART;
};

/** The device holds only part of the catalogue (its provider limit). */
export const holdsPartOfCatalogue = (): boolean => readHint() === PART;

export function noteCatalogueSynced(partial: boolean): void {
  try {
    localStorage.setItem(KEY, partial ? PART : WHOLE);
  } catch {
    // storage blocked or full: the next visit only waits a little longer for its cache
  }
}
