import type { Workbox } from 'workbox-window';

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
  // After the load event and as its own chunk: registering (and the worker's precache downloads)
  // must not compete with the first page's own requests and main-thread work.
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => {
        workbox = new Workbox('/sw.js');
        workbox.addEventListener('waiting', () => {
          updateWaiting = true;
          notify();
        });
        workbox.addEventListener('controlling', (event) => {
          if (event.isUpdate) window.location.reload();
        });
        // A tab left open for days would never hear of a deploy (browsers check on navigation):
        // look for a new worker whenever the page becomes visible again.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void workbox?.update();
        });
        return workbox.register();
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = () => updateWaiting;

export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
