import { NOINDEX_PATH_PREFIXES } from '@ledgerlink/shared-schema';

/**
 * robots.txt: crawl everything public, not the admin area, provider dashboards or the thank-you
 * pages (those pages also carry `noindex` for crawlers that reach them through a link), and point
 * at the sitemap. `publicUrl` has no trailing slash.
 */
export function buildRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...NOINDEX_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
