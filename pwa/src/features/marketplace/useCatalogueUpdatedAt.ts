import { useEffect, useState } from 'react';
import { useLiveCatalogue, type LiveCatalogue } from '../../offline/catalogue';
import { timeAgo } from '../../lib/time-ago';

const REFRESH_MS = 30_000;

const watchLastSync = (catalogue: LiveCatalogue, onNext: (at: number | undefined) => void, onError: (error: unknown) => void) =>
  catalogue.watchLastSync((at) => onNext(at ?? undefined), onError);

/** "Updated 5 min ago" for the offline catalogue, live and re-worded as time passes; undefined before its first sync. */
export function useCatalogueUpdatedAt(): string | undefined {
  const read = useLiveCatalogue(watchLastSync);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const at = read.status === 'ready' ? read.value : undefined;
  // A sync that just landed is newer than the last tick: never "in the future", never stale by 30 s.
  return at === undefined ? undefined : `Updated ${timeAgo(at, Math.max(now, at))}`;
}
