/**
 * One value read just before the render that shows it, kept briefly for that render to take
 * synchronously. The marketplace reads a filter change's page from the catalogue before it
 * navigates (features/marketplace/useMarketplaceNavigate.ts), so the new address's first render
 * already has its cards: no render and paint of the previous cards dimmed first, and the read runs
 * alone. Run beside React's render of the address change, the same read took two to four times as
 * long, its IndexedDB answers queued behind the render's tasks and the paint.
 *
 * One slot, fresh for `freshMs`: the page's live query takes over from its first answer, so an
 * older value is never needed, and a stale one must not stand in for it.
 */
export interface ReadAhead<T> {
  put(key: string, value: T): void;
  /** The value put under `key` if it is still fresh; the same value for every render that asks. */
  take(key: string): T | undefined;
}

export function readAhead<T>(freshMs: number, now: () => number = () => performance.now()): ReadAhead<T> {
  let slot: { key: string; value: T; at: number } | undefined;
  return {
    put(key, value) {
      slot = { key, value, at: now() };
    },
    take(key) {
      return slot?.key === key && now() - slot.at <= freshMs ? slot.value : undefined;
    },
  };
}
