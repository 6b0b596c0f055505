import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { noStore } from '../http/no-store';
import { requireAdmin } from '../http/require-admin';
import { presentUnmatchedRequest } from '../presenters/unmatched-request';
import { listUnmatchedRequests } from '../services/unmatched-requests';

/** What the admin area reads about customer requests. Admin only. */
export function adminRequestRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(noStore, requireAdmin(context.collections.sessions));

  router.get('/unmatched-requests', async (ctx) => {
    ctx.body = { success: true, requests: (await listUnmatchedRequests(context.collections)).map(presentUnmatchedRequest) };
  });
  return router;
}
