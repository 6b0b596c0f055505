/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

// The app shell: every built asset (including each lazy page chunk) so every route boots offline.
precacheAndRoute(self.__WB_MANIFEST);
// Drop precaches left by older workbox versions.
cleanupOutdatedCaches();

// Every navigation gets the precached index.html (the SPA router resolves the path), except API
// addresses, which must always reach the network. No /api response is cached here: offline data
// lives in IndexedDB (pwa/src/offline/), never in the Cache Storage.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }));

// The page (workbox-window) asks a waiting worker to take over when the user accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A first install has no older worker to wait for: take control of open pages at once so the shell
// is cached and served from the first visit on.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
