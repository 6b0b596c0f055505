import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * A page whose chunk could not be downloaded. Offline that is a page this device has not stored
 * yet (a first visit that lost its connection before the service worker finished): it says so and
 * opens the page by itself once the connection returns. Online it is a release that replaced the
 * file: a reload fetches the new one. Rendered inside the layout, so the header's offline mark and
 * the queued-writes link stay in view.
 */
export function PageUnavailable() {
  // As it was when the download failed: the page keeps its words until the reload replaces it.
  const [online] = useState(() => navigator.onLine);
  useEffect(() => {
    if (online) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [online]);

  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      {online ? <RefreshCw className="h-12 w-12 text-muted" aria-hidden="true" /> : <WifiOff className="h-12 w-12 text-muted" aria-hidden="true" />}
      <h1 className="mt-4 text-2xl font-bold text-ink">{online ? 'This page could not be loaded' : 'This page is not on this device yet'}</h1>
      <p className="mt-2 text-muted">
        {online
          ? 'A newer version of LedgerLink may have been released. Reloading fetches it.'
          : 'You are offline, and this page was not saved for offline use yet. It opens by itself when you are back online.'}
      </p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {online ? 'Reload page' : 'Try again'}
      </button>
    </section>
  );
}
