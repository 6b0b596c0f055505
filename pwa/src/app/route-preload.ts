import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route starts for the address the app opens on: its page chunk and its first data read. */
export interface RoutePreload {
  preload(target: { params: Params; pathname: string; search: string }): void;
}

/**
 * Starts the opening address's page chunk and data while the entry still evaluates and renders, so
 * the chunk, its data and the shell arrive together instead of one after the other. Later
 * navigations need none of this: the service worker has every chunk by then.
 */
export function preloadOpeningRoute(routes: RouteObject[], { pathname, search }: { pathname: string; search: string }): void {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const handle = leaf?.route.handle as RoutePreload | undefined;
  if (leaf && handle) handle.preload({ params: leaf.params, pathname, search });
}
