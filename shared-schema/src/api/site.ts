import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The site's files outside the API that are built by the server: for crawlers. Text answers, so
 * each names its `contentType`. (Generated avatars are not here: a name that is no avatar falls
 * through to the app's not-found page, which a handler answering its own endpoint cannot do.)
 */
export const siteEndpoints = {
  robots: defineEndpoint({ method: 'GET', path: '/robots.txt', access: 'public', response: z.string(), contentType: 'text/plain; charset=utf-8' }),
  sitemap: defineEndpoint({ method: 'GET', path: '/sitemap.xml', access: 'public', response: z.string(), contentType: 'application/xml; charset=utf-8' }),
};
