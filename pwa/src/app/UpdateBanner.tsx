import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from './sw-registration';

/** Offers the new version when an updated service worker is waiting. */
export function UpdateBanner() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
      <span>A new version of LedgerLink is available.</span>
      <button type="button" onClick={applyUpdate} className="rounded-md bg-accent-500 px-3 py-1.5 font-semibold text-slate-900 hover:bg-accent-100">
        Update
      </button>
    </div>
  );
}
