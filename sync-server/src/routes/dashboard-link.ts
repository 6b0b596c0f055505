import type { Router } from '@koa/router';
import { API, DASHBOARD_SIGNIN_MINUTES } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { requestDashboardLink } from '../services/dashboard-link-request';

/** The one answer to every well-formed address: it says nothing about whether the address is a provider's. */
export const DASHBOARD_LINK_ANSWER = `If this address belongs to an approved LedgerLink professional, a sign-in link is on its way to it. It works once, within ${DASHBOARD_SIGNIN_MINUTES} minutes; check your spam folder if it does not arrive.`;

/** "Send me my dashboard link" (services/dashboard-link-request.ts), limited per email and client address. */
export function dashboardLinkRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  endpoint(API.dashboardLink.request).handle(async ({ body }, ctx) => {
    await context.dashboardLinkThrottle.admit(ctx, body.email);
    await requestDashboardLink({ collections: context.collections, publicUrl: context.publicUrl, logger: ctx.state.logger ?? context.logger }, body.email);
    return { success: true, message: DASHBOARD_LINK_ANSWER };
  });
  return router;
}
