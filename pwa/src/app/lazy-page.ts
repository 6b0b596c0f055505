import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { onPageSettled } from '../lib/page-settled';

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the chunk's download (and its imports') without rendering; the same promise while it loads or once it has. */
  preload: () => Promise<unknown>;
};

interface LazyPageOptions {
  /**
   * Pages this one leads to (a form's thank-you page), fetched once this page is in and the page
   * has settled: a visitor who fills the form offline on a first visit, before the service worker
   * has stored every chunk, still sees where the submit leads instead of a failed chunk load.
   */
  next?: () => Array<Pick<LazyPage<object>, 'preload'>>;
}

/** A route's page as its own chunk that the router can start fetching before React renders it. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { next }: LazyPageOptions = {}): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        if (next) onPageSettled(() => next().forEach((page) => void page.preload().catch(() => undefined)));
        return module;
      },
      (error: unknown) => {
        // Forget a failed download (offline, or a release replaced the chunk) so a later try fetches again.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
