import type Router from '@koa/router';
import {
  API,
  HIRE_NOT_FOUND_PAGE_META,
  PROFESSIONAL_NOT_FOUND_PAGE_META,
  buildMarketplaceUrl,
  marketplacePageMeta,
  marketplaceStatsQuery,
  marketplaceStatsUrl,
  homePageMeta,
  resolvePublicPage,
  type MarketplaceLocation,
  type PublicPage,
} from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentHireHead, presentProfileHead, type PageHead } from '../presenters/page-head';
import { presentPagePreload } from '../presenters/page-preload';
import { NotFoundError } from '../services/domain-errors';
import { loadPublicProfile } from '../services/marketplace';
import { marketplaceStatsForQuery } from '../services/marketplace-stats';
import { ResponseCache } from '../services/response-cache';
import { buildRobotsTxt } from '../services/seo/robots';
import { buildSitemap } from '../services/seo/sitemap';

/** How long robots.txt and sitemap.xml are reused; a new or approved provider shows up within this. */
export const SEO_FILES_TTL_MS = 5 * 60_000;

/** `/robots.txt` and `/sitemap.xml`, built from the database and kept for a few minutes. */
export function seoRoutes(context: Pick<AppContext, 'collections' | 'publicUrl' | 'guards'>): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const files = new ResponseCache(SEO_FILES_TTL_MS, 4);
  const cacheControl = `public, max-age=${SEO_FILES_TTL_MS / 1000}`;

  endpoint(API.site.robots).handle((_input, ctx) => {
    ctx.set('Cache-Control', cacheControl);
    return buildRobotsTxt(context.publicUrl);
  });
  endpoint(API.site.sitemap).handle(async (_input, ctx) => {
    const xml = await files.getOrLoad('sitemap', () => buildSitemap(context.collections.bookkeepers, context.publicUrl));
    ctx.set('Cache-Control', cacheControl);
    return xml;
  });
  return router;
}

export type PageHeadLoader = (pathname: string, search: string) => Promise<PageHead>;

/**
 * The head and status of the page at an address (shared-schema's resolvePublicPage). A marketplace page's
 * description is its introduction from live figures, and the page carries those figures as the
 * answer to the stats read it makes first, so its introduction shows with its first render.
 * Profiles and hire pages look the provider up with the API's own rule (approved and active only),
 * through the catalogue cache, which every catalogue write clears, so an approval shows at once.
 */
export function publicPageHeads(context: Pick<AppContext, 'collections' | 'publicUrl' | 'cache' | 'siteStats'>): PageHeadLoader {
  const { collections, publicUrl, cache } = context;
  // The figures exactly as the stats endpoint answers the page's own read of them, under that read's URL.
  const statsAnswer = async (filters: MarketplaceLocation) => {
    const query = API.marketplace.stats.query.parse(marketplaceStatsQuery(filters));
    return { path: marketplaceStatsUrl(filters), body: await marketplaceStatsForQuery({ collections, cache }, query) };
  };
  const lookUp = async (by: { username: string } | { slug: string }) => {
    try {
      return (await loadPublicProfile(collections, by)).provider;
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  };

  const headOf = async (page: PublicPage): Promise<PageHead> => {
    switch (page.kind) {
      case 'fixed':
        return { status: 200, ...page.meta, ...(page.canonicalPath ? { canonicalUrl: `${publicUrl}${page.canonicalPath}` } : {}) };
      case 'not-found':
        return { status: 404, ...page.meta };
      case 'marketplace': {
        const canonicalPath = buildMarketplaceUrl(page.filters);
        return cache.getOrLoad(`page-head:marketplace:${canonicalPath}`, async () => {
          // A free-text search has no introduction, so no figures to count.
          const stats = page.filters.search ? undefined : await statsAnswer(page.filters);
          // An empty listing is a thin page: kept out of search results (the sitemap leaves it out too).
          const empty = stats?.body.total === 0;
          return {
            status: 200,
            ...marketplacePageMeta(page.filters, stats?.body),
            canonicalUrl: `${publicUrl}${canonicalPath}`,
            ...(empty ? { noindex: true } : {}),
            ...(stats ? { answers: [stats] } : {}),
          };
        });
      }
      case 'profile':
        return cache.getOrLoad(`page-head:profile:${JSON.stringify(page.by)}`, async () => {
          const provider = await lookUp(page.by);
          return provider ? presentProfileHead(provider, publicUrl) : { status: 404, ...PROFESSIONAL_NOT_FOUND_PAGE_META };
        });
      case 'hire':
        return cache.getOrLoad(`page-head:hire:${page.slug}`, async () => {
          const provider = await lookUp({ slug: page.slug });
          return provider ? presentHireHead(provider, publicUrl) : { status: 404, ...HIRE_NOT_FOUND_PAGE_META };
        });
    }
  };

  // The home page's description states the site's figures, as `GET /api/stats` counts them.
  const homeMeta = async (page: PublicPage, pathname: string) => (page.kind === 'fixed' && pathname === '/' ? homePageMeta(await context.siteStats.current()) : {});

  return async (pathname, search) => {
    const page = resolvePublicPage(pathname, search);
    const head = { ...(await headOf(page)), ...(await homeMeta(page, pathname)) };
    const preload = presentPagePreload(page, pathname, head.status === 200);
    return preload ? { ...head, preload } : head;
  };
}
