import { useEffect, useState } from 'react';
import type { SessionSummary } from '../../lib/session-summary';

/**
 * Reads a stored summary once into state, then removes it from storage (in an effect, so React's
 * strict-mode double render still sees it). Returns null when nothing was stored.
 */
export function useConsumedSummary<T>(store: SessionSummary<T>): T | null {
  const [summary] = useState(() => store.read());
  useEffect(() => {
    store.clear();
  }, [store]);
  return summary;
}
