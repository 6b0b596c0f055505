import { lazy, Suspense, useEffect, useState } from 'react';

const OutboxLink = lazy(() => import('./OutboxLink'));

/** Loads the outbox link (and Dexie with it) only once the page has loaded. */
export function LazyOutboxLink() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OutboxLink />
    </Suspense>
  );
}
