import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds only) and tracks whether an updated worker is
 * waiting. The page shows an update banner; accepting it tells the waiting worker to take over and
 * reloads once it controls the page, so a tab never runs old code against new assets.
 */
type Listener = () => void;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    notify();
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = () => updateWaiting;

export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
