/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { API_PREFIX, isKeyedAddress, PHOTOS_PATH } from '@ledgerlink/shared-schema';
import { db } from './offline/db';
import { isReplayRequest, OUTBOX_SYNC_TAG, replayOutbox, type ReplayReply } from './offline/outbox';
import { isCatalogueSyncRequest, syncCatalogue, type CatalogueSyncReply } from './offline/catalogue';

declare let self: ServiceWorkerGlobalScope;

// The app shell: every built asset (including each lazy page chunk) so every route boots offline.
precacheAndRoute(self.__WB_MANIFEST);
// Drop precaches left by older workbox versions.
cleanupOutdatedCaches();

// Every navigation gets the precached index.html (the SPA router resolves the path), except API
// addresses, which must always reach the network. No API response is cached here: offline data
// lives in IndexedDB (pwa/src/offline/), never in the Cache Storage (images aside, below).
// The precached shell carries the site's Referrer-Policy: a page whose address carries a key gets
// no-referrer instead, as the server sends it.
const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const shell = await appShell(options);
      if (!isKeyedAddress(options.url.pathname, options.url.search)) return shell;
      const headers = new Headers(shell.headers);
      headers.set('Referrer-Policy', 'no-referrer');
      return new Response(shell.body, { status: shell.status, statusText: shell.statusText, headers });
    },
    { denylist: [new RegExp(`^${API_PREFIX}(/|$)`)] },
  ),
);

// Providers' photos and generated logos, once seen, show offline too. Their names change whenever
// the picture does (immutable), so the cache answers first. At most 120 files for 30 days: about
// 0.5 MB of card squares, 5 MB even if all were full-size photos (docs/operations.md); dropped first
// when the browser runs short of storage, before the offline data it would crowd out.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && (url.pathname.startsWith(`${PHOTOS_PATH}/`) || url.pathname.startsWith('/avatars/')),
  new CacheFirst({
    cacheName: 'provider-images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The page (workbox-window) asks a waiting worker to take over when the user accepts the update;
// pages ask for an outbox replay (offline/outbox/replay-requests.ts) and get the pass's summary on the port,
// or for a catalogue sync (offline/catalogue/live-catalogue.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const port = event.ports[0];
  if (isReplayRequest(event.data)) {
    const answer = (reply: ReplayReply) => port?.postMessage(reply);
    event.waitUntil(replayOutbox(db, {}).then((summary) => answer({ type: 'REPLAYED', summary }), () => answer({ type: 'REPLAY_FAILED' })));
  }
  // The catalogue's pull parses and stores thousands of providers: here it never blocks a page's
  // input (on a page's main thread it is blocking time). Pages see its writes through
  // their live queries (Dexie relays every write across contexts over a BroadcastChannel).
  if (isCatalogueSyncRequest(event.data)) {
    const answer = (reply: CatalogueSyncReply) => port?.postMessage(reply);
    event.waitUntil(syncCatalogue(db, {}).then(() => answer({ type: 'CATALOGUE_SYNCED' }), () => answer({ type: 'CATALOGUE_SYNC_FAILED' })));
  }
});

// Background Sync (Chromium): the browser wakes the worker once it is online again, even with no tab
// open. A connection is often announced a moment before it carries traffic, and the browser's next
// sync after a failed one is minutes away: a pass that met a network error tries again after short
// pauses, and only then rejects, so the browser schedules another sync.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
const SYNC_RETRY_PAUSES_MS = [1_000, 2_000, 4_000];

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(replayOnSync());
});

async function replayOnSync(): Promise<void> {
  for (const pause of [0, ...SYNC_RETRY_PAUSES_MS]) {
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    if (!(await replayOutbox(db, {})).offline) return;
  }
  throw new Error('The outbox could not reach the server');
}

// A first install has no older worker to wait for: take control of open pages at once so the shell
// is cached and served from the first visit on.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
