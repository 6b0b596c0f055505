import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentHeldSubmission } from '../presenters/held-submission';
import { deleteHeldSubmission, listHeldSubmissions, releaseHeldSubmission } from '../services/held-submissions';

/** The admin's Held list: public writes a spam rule held, to release or delete. Admin only. */
export function adminHeldRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections } = context;

  endpoint(API.adminHeld.list).handle(async () => ({ success: true, held: (await listHeldSubmissions(collections.heldSubmissions)).map(presentHeldSubmission) }));

  endpoint(API.adminHeld.release).handle(async ({ params: { kind, id } }, ctx) => {
    const logger = ctx.state.logger ?? context.logger;
    await releaseHeldSubmission({ collections, publicUrl: context.publicUrl, logger, leadResponseHours: context.leadResponseHours, cache: context.cache }, kind, id);
    return { success: true, message: 'Released: it goes on as if it had never been held' };
  });

  endpoint(API.adminHeld.remove).handle(async ({ params: { kind, id } }) => {
    await deleteHeldSubmission(collections.heldSubmissions, kind, id);
    return { success: true, message: 'Deleted' };
  });
  return router;
}
