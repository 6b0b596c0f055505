import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentUnmatchedRequest } from '../presenters/unmatched-request';
import { rematchRequest } from '../services/customer-requests';
import { listUnmatchedRequests } from '../services/unmatched-requests';

/** What the admin area reads about customer requests. Admin only. */
export function adminRequestRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);

  endpoint(API.admin.unmatchedRequests).handle(async () => ({
    success: true,
    requests: (await listUnmatchedRequests(context.collections)).map(presentUnmatchedRequest),
  }));

  // The admin's retry once a provider who can serve the request exists; 409 when it is no longer waiting.
  endpoint(API.admin.rematchRequest).handle(async ({ params: { kind, id } }, ctx) => {
    const logger = ctx.state.logger ?? context.logger;
    const { matched } = await rematchRequest({ collections: context.collections, publicUrl: context.publicUrl, logger, leadResponseHours: context.leadResponseHours }, kind, id);
    return { success: true, matched, message: matched > 0 ? `Matched with ${matched} provider(s)` : 'Still no provider can take this request' };
  });
  return router;
}
