/** Where <ScrollRestoration> keeps the saved scroll positions (one JSON map, history key -> y). */
export const SCROLL_POSITIONS_KEY = 'ledgerlink.scroll-positions';

/**
 * A page opened by typing its address or following a link from elsewhere starts at the top.
 * React Router's <ScrollRestoration> keys saved positions by history entry, and the first entry of
 * every document load has the same key ("default"), so a fresh load in the same tab would inherit
 * the position an earlier page saved under that key. Call before the router mounts: for any load
 * that is not back/forward or reload, the entry's saved position is forgotten.
 */
export function forgetInheritedScrollPosition(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && (entry.type === 'back_forward' || entry.type === 'reload')) return;
  try {
    const saved = sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    if (!saved) return;
    const positions = JSON.parse(saved) as Record<string, number>;
    const state = window.history.state as { key?: string } | null;
    delete positions[state?.key ?? 'default'];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked or an unreadable entry: at worst a restored position, never an error.
  }
}
