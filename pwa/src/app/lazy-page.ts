import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the chunk's download (and its imports') without rendering; the same promise every time. */
  preload: () => Promise<unknown>;
};

/** A route's page as its own chunk that the router can start fetching before React renders it. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
