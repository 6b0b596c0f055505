import type Router from '@koa/router';
import { bookkeepersQuerySchema, contactRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { EncodedJson, sendEncodedJson } from '../http/encoded-json';
import { idempotent } from '../http/idempotency';
import { parseBody, parseQuery } from '../http/validate';
import { presentContactDetails, presentMarketplacePage, presentPublicProfile } from '../presenters/bookkeeper';
import { requestContact } from '../services/contact-request';
import { findMarketplacePage, loadPublicProfile } from '../services/marketplace';

export function bookkeeperRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache, publicUrl } = context;

  endpoint({ method: 'GET', path: '/api/bookkeepers', access: 'public' }, async (ctx) => {
    const query = parseQuery(ctx, bookkeepersQuerySchema);
    // The page is cached serialised and, once asked for, compressed: a hit costs no JSON encoding
    // and no compression of ~60 KB.
    const page = await cache.getOrLoad(
      `bookkeepers:${JSON.stringify(query)}`,
      async () => new EncodedJson(JSON.stringify(presentMarketplacePage(await findMarketplacePage({ collections, cache }, query), query))),
    );
    sendEncodedJson(ctx, page);
  });

  endpoint({ method: 'GET', path: '/api/bookkeepers/username/:handle', access: 'public' }, async (ctx) => {
    ctx.body = presentPublicProfile(await loadPublicProfile(collections, { username: ctx.params.handle! }));
  });
  endpoint({ method: 'GET', path: '/api/bookkeepers/slug/:slug', access: 'public' }, async (ctx) => {
    ctx.body = presentPublicProfile(await loadPublicProfile(collections, { slug: ctx.params.slug! }));
  });
  endpoint({ method: 'GET', path: '/api/bookkeepers/:id', access: 'public' }, async (ctx) => {
    ctx.body = presentPublicProfile(await loadPublicProfile(collections, { id: ctx.params.id! }));
  });
  // Get Contact (spec §2, services/contact-request.ts).
  endpoint({ method: 'POST', path: '/api/bookkeepers/:id/contact', access: 'public' }, idempotent(collections.idempotencyKeys), async (ctx) => {
    const { email } = parseBody(ctx, contactRequestSchema);
    const provider = await requestContact({ collections, publicUrl }, ctx.params.id!, email);
    ctx.body = { success: true, contact: presentContactDetails(provider) };
  });

  // Spec §7's wrapped form of the profile.
  endpoint({ method: 'GET', path: '/api/bookkeeper/:id', access: 'public' }, async (ctx) => {
    ctx.body = { success: true, ...presentPublicProfile(await loadPublicProfile(collections, { id: ctx.params.id! })) };
  });
  return router;
}
