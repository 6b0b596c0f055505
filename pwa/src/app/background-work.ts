import { startCatalogueSync } from '../offline/catalogue-sync-schedule';
import { persistStorageAfterInstall } from '../offline/persistent-storage';
import { startOutboxReplay } from '../offline/replay-scheduler';

/**
 * The work a page does beside what it shows: keeping the offline catalogue current, replaying the
 * outbox (ARCHITECTURE §2: pages ask because Safari and Firefox never fire Background Sync) and,
 * once the app is installed, asking for persistent storage. main.tsx loads this chunk after the
 * load event, so Dexie and both engines never weigh on the entry chunk or a first visit's requests.
 */
export function startBackgroundWork(): void {
  startCatalogueSync();
  startOutboxReplay();
  persistStorageAfterInstall();
}
