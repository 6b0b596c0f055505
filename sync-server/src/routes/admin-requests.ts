import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { adminOnly } from '../http/admin-audit';
import { presentUnmatchedRequest } from '../presenters/unmatched-request';
import { listUnmatchedRequests } from '../services/unmatched-requests';

/** What the admin area reads about customer requests. Admin only. */
export function adminRequestRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(...adminOnly(context.collections.sessions));

  router.get('/unmatched-requests', async (ctx) => {
    ctx.body = { success: true, requests: (await listUnmatchedRequests(context.collections)).map(presentUnmatchedRequest) };
  });
  return router;
}
