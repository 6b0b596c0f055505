import { siteStatsSchema } from '../site-stats';
import { defineEndpoint } from './endpoint';
import { SITE_STATS_PATH } from './page-paths';

/** The site's figures (site-stats.ts): the home page's numbers, counted by the server and refreshed every few minutes. */
export const statsEndpoints = {
  get: defineEndpoint({ method: 'GET', path: SITE_STATS_PATH, access: 'public', response: siteStatsSchema }),
};
