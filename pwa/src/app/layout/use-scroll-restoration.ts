import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the positions are kept across reloads in this tab (one JSON map, history key -> y). */
const SCROLL_POSITIONS_KEY = 'ledgerlink.scroll-positions';

type Positions = Record<string, number>;

/**
 * The positions saved by an earlier document in this tab, for back/forward and reload. Any other
 * load (a typed address, a link from elsewhere) starts at the top: its history entry carries the
 * key every first entry has ("default"), so the position an earlier page saved under it is forgotten.
 */
function readSavedPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    const positions: Positions = saved !== null && typeof saved === 'object' ? { ...(saved as Positions) } : {};
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry?.type !== 'back_forward' && entry?.type !== 'reload') {
      delete positions[(window.history.state as { key?: string } | null)?.key ?? 'default'];
    }
    return positions;
  } catch {
    // Storage blocked or an unreadable entry: at worst the page starts at the top.
    return {};
  }
}

/**
 * Scroll like a multi-page site: a page reached by a link starts at the top (or at its #fragment),
 * back/forward and reload return to where the visitor was, and replacing the current entry (a
 * page tidying its own address) leaves the scroll alone. Positions are recorded per history entry
 * as the visitor scrolls and kept in sessionStorage when the document is hidden.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(location.key);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readSavedPositions());
    window.history.scrollRestoration = 'manual';
    const record = () => void (saved[currentKey.current] = window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: positions are kept for this document only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.current?.[location.key] : undefined;
    // Statements, never `return scrollTo(…)`: Chromium's scroll methods return a promise, which
    // React would later call as this effect's cleanup.
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (navigationType === 'PUSH') {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // All three change only when the visitor moves to another history entry.
  }, [location.key, location.hash, navigationType]);
}
