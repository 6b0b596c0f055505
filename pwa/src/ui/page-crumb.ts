import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Lets a page name its own breadcrumb once it knows better than its address (a profile's slug
 * becomes the provider's name; the hire page reads "Hire {name}", spec §2).
 */
let current: { path: string; label: string } | undefined;
const listeners = new Set<() => void>();
const set = (next: typeof current) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageCrumb(label: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return undefined;
    set({ path: pathname, label });
    return () => set(undefined);
  }, [pathname, label]);
}

/** The label the current page chose for itself, if it is the page at `pathname`. */
export function usePageCrumbFor(pathname: string): string | undefined {
  const crumb = useSyncExternalStore(subscribe, () => current, () => undefined);
  return crumb?.path === pathname ? crumb.label : undefined;
}
