import Router, { type RouterContext } from '@koa/router';
import { computeLeadDashboardStats, dashboardSessionRequestSchema, leadsQuerySchema, leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import type { LeadDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { clearDashboardSessionCookie, dashboardSessionToken, setDashboardSessionCookie } from '../http/auth-cookies';
import { dashboardCredentials } from '../http/dashboard-key';
import { forbidden } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { noStore } from '../http/no-store';
import { parseBody, parseQuery } from '../http/validate';
import { presentLead, presentLeadWithBusiness } from '../presenters/lead';
import { openDashboardSession } from '../services/dashboard-access';
import { endDashboardSession } from '../services/dashboard-sessions';
import { changeLeadStatus, listProviderLeads, loadOwnedLead } from '../services/provider-leads';

/**
 * The provider dashboard's calls (services/provider-leads.ts, services/dashboard-access.ts). The
 * mailed link's key is exchanged once for a per-provider session cookie; lead calls accept that
 * cookie or the key. Every refusal is one identical 401, whether the provider or lead exists or not.
 */
export function leadRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { collections, production } = context;
  router.use(noStore);

  const ownedLead = async (ctx: RouterContext) => {
    const lead = await loadOwnedLead(collections, ctx.params.id!, (providerId) => dashboardCredentials(ctx, providerId));
    // Idempotent replays are scoped to the provider whose access was just checked.
    ctx.state.caller = `provider:${lead.bookkeeperId.toHexString()}`;
    return lead;
  };

  // Opening the dashboard link: the key (from `?key=` in the page's address) becomes this device's cookie.
  router.post('/bookkeeper/:id/session', async (ctx) => {
    // A Secure cookie cannot be set over plain HTTP; refusing first keeps the answer independent of the key.
    if (production && !ctx.secure) throw forbidden('Opening your dashboard needs a secure connection: open this site over https://');
    const { key } = parseBody(ctx, dashboardSessionRequestSchema);
    const session = await openDashboardSession(collections, ctx.params.id!, key);
    setDashboardSessionCookie(ctx, session.providerId, session, production);
    ctx.body = { success: true, expiresAt: session.expiresAt.toISOString() };
  });

  // "Sign out of this device": always succeeds, so it says nothing about the provider or the cookie.
  router.delete('/bookkeeper/:id/session', async (ctx) => {
    const providerId = parseObjectId(ctx.params.id!);
    if (providerId) {
      await endDashboardSession(collections.dashboardSessions, dashboardSessionToken(ctx, providerId));
      clearDashboardSessionCookie(ctx, providerId, production && ctx.secure);
    }
    ctx.body = { success: true, message: 'Signed out of this device' };
  });

  router.get('/bookkeeper/:id/leads', async (ctx) => {
    const { utcOffset } = parseQuery(ctx, leadsQuerySchema);
    const credentials = dashboardCredentials(ctx, parseObjectId(ctx.params.id!));
    const rows = (await listProviderLeads(collections, ctx.params.id!, credentials)).map(({ lead, business, customer }) =>
      presentLeadWithBusiness(lead, business, customer),
    );
    ctx.body = {
      success: true,
      leads: rows,
      stats: computeLeadDashboardStats(rows, { now: new Date(), utcOffsetMinutes: utcOffset }),
      responseHours: context.leadResponseHours,
    };
  });

  router.get('/lead/:id', async (ctx) => {
    ctx.body = { success: true, lead: presentLead(await ownedLead(ctx)) };
  });

  router.patch(
    '/lead/:id',
    // Access is checked before the idempotency layer, so nobody but the lead's provider gets a replay.
    async (ctx, next) => {
      ctx.state.lead = await ownedLead(ctx);
      await next();
    },
    idempotent(collections.idempotencyKeys),
    async (ctx) => {
      const change = parseBody(ctx, leadUpdateRequestSchema);
      ctx.body = { success: true, lead: presentLead(await changeLeadStatus(collections, ctx.state.lead as LeadDoc, change)) };
    },
  );
  return router;
}
