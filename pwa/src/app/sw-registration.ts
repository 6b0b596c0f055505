import type { Workbox } from 'workbox-window';
import { onPageSettled } from '../lib/page-settled';

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

/**
 * Resolves once a service worker controls this page, or at once where none will (development, no
 * worker support, a failed registration), or after `timeoutMs`. The first catalogue sync waits for
 * it (app/background-work.ts), so a first visit's sync runs in the worker, not on the main thread.
 */
export function whenWorkerControls(timeoutMs: number): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', done);
      registrationFailed.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', done);
    registrationFailed.add(done);
  });
}
const registrationFailed = new Set<() => void>();

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Once the first page has settled, and as its own chunk: registering (and the worker's precache
  // of every chunk) must not compete with the first page's own requests and main-thread work, which
  // on a phone go on well past the load event.
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
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
        registrationFailed.forEach((settle) => settle());
      });
  };
  onPageSettled(register);
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = () => updateWaiting;

export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
