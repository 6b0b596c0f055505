import { startCatalogueSync } from '../offline/catalogue';
import { persistStorageAfterInstall } from '../lib/persistent-storage';
import { startOutboxReplay } from '../offline/outbox';
import { whenWorkerControls } from './sw-registration';

/**
 * The work a page does beside what it shows: keeping the offline catalogue current, replaying the
 * outbox (ARCHITECTURE §2: pages ask because Safari and Firefox never fire Background Sync) and,
 * once the app is installed, asking for persistent storage. main.tsx loads this chunk once the first
 * page has settled, so Dexie and both engines never weigh on the entry chunk or a first visit's requests.
 */
export function startBackgroundWork(): void {
  startOutboxReplay();
  persistStorageAfterInstall();
  // The worker registers as the first page settles too: its first catalogue sync is the worker's to
  // run, off the main thread, unless no worker takes the page within WORKER_WAIT_MS.
  void whenWorkerControls(WORKER_WAIT_MS).then(() => startCatalogueSync());
}

const WORKER_WAIT_MS = 20_000;
