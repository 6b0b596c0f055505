import { lazy, Suspense, useEffect, useState } from 'react';
import { onPageSettled } from '../../lib/page-settled';

const OutboxLink = lazy(() => import('./OutboxLink'));

/** Loads the outbox link (and Dexie with it) only once the first page has settled (lib/page-settled.ts). */
export function LazyOutboxLink() {
  const [settled, setSettled] = useState(false);
  useEffect(() => onPageSettled(() => setSettled(true)), []);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <OutboxLink />
    </Suspense>
  );
}
