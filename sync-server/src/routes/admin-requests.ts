import type Router from '@koa/router';
import { rematchRequestParamsSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { parseInput } from '../http/validate';
import { presentUnmatchedRequest } from '../presenters/unmatched-request';
import { rematchRequest } from '../services/customer-requests';
import { listUnmatchedRequests } from '../services/unmatched-requests';

/** What the admin area reads about customer requests. Admin only. */
export function adminRequestRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);

  endpoint({ method: 'GET', path: '/api/admin/unmatched-requests', access: 'admin' }, async (ctx) => {
    ctx.body = { success: true, requests: (await listUnmatchedRequests(context.collections)).map(presentUnmatchedRequest) };
  });

  // The admin's retry once a provider who can serve the request exists; 409 when it is no longer waiting.
  endpoint({ method: 'POST', path: '/api/admin/unmatched-requests/:kind/:id/rematch', access: 'admin' }, async (ctx) => {
    const { kind, id } = parseInput(rematchRequestParamsSchema, ctx.params, 'path');
    const logger = ctx.state.logger ?? context.logger;
    const { matched } = await rematchRequest({ collections: context.collections, publicUrl: context.publicUrl, logger, leadResponseHours: context.leadResponseHours }, kind, id);
    ctx.body = { success: true, matched, message: matched > 0 ? `Matched with ${matched} provider(s)` : 'Still no provider can take this request' };
  });
  return router;
}
