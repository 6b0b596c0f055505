import { siteStatsSchema } from '../site-stats';
import { defineEndpoint } from './endpoint';

/** The site's figures (site-stats.ts): the home page's numbers, counted by the server and refreshed every few minutes. */
export const statsEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/stats', access: 'public', response: siteStatsSchema }),
};
