import { startCatalogueSync } from '../offline/catalogue-sync-schedule';
import { persistStorageAfterInstall } from '../offline/persistent-storage';

/**
 * The work a page does beside what it shows: keeping the offline catalogue current and, once the
 * app is installed, asking for persistent storage. main.tsx loads this chunk after the load event.
 */
export function startBackgroundWork(): void {
  startCatalogueSync();
  persistStorageAfterInstall();
}
