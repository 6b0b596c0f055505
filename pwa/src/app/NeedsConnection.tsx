import { WifiOff } from 'lucide-react';

/**
 * The admin area is online-only (ARCHITECTURE §2): its chunk is never precached and its data is
 * never stored on the device, so offline it says so instead of failing to load. Its own small
 * chunk, named so the service worker precaches it (Admin* chunks are left out), and kept out of the
 * entry chunk.
 */
export const ADMIN_OFFLINE_TEXT = 'The admin area needs a connection';

export default function NeedsConnection() {
  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <WifiOff className="h-12 w-12 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{ADMIN_OFFLINE_TEXT}</h1>
      <p className="mt-2 text-muted">You are offline. Connect to the internet, then try again.</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Try again
      </button>
    </section>
  );
}
