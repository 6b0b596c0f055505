import { runOnResume } from '../../lib/run-on-resume';
import { loadLiveCatalogue } from './use-live-catalogue';

// Often enough that "Updated … ago" stays within minutes while a tab is open, rare enough that an
// idle tab costs a few hundred bytes (a no-change delta) now and then.
const SYNC_EVERY_MS = 5 * 60_000;

/**
 * Keeps the offline catalogue current (ARCHITECTURE §2): now, when the browser comes back online,
 * when the page becomes visible and every few minutes while it is. Dexie arrives with the first run
 * (a dynamic import), so the caller starts this after the first page has loaded. Across tabs one
 * sync runs at a time (the Web Lock inside syncCatalogue). Returns the function that stops it.
 */
export const startCatalogueSync = (): (() => void) =>
  runOnResume(() => loadLiveCatalogue().then((catalogue) => catalogue.requestCatalogueSync()), { intervalMs: SYNC_EVERY_MS });
