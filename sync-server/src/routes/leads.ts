import type { Router, RouterContext } from '@koa/router';
import { computeLeadDashboardStats, dashboardSessionRequestSchema, leadsQuerySchema, leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import type { LeadDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { clearDashboardSessionCookie, dashboardSessionToken, setDashboardSessionCookie } from '../http/auth-cookies';
import { dashboardCredentials, presentedDashboardKey } from '../http/dashboard-key';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import { conflict, forbidden } from '../http/errors';
import { claimedId, idempotent } from '../http/idempotency';
import { parseBody, parseQuery } from '../http/validate';
import { presentLead, presentLeadWithBusiness } from '../presenters/lead';
import { openDashboardSession } from '../services/dashboard-access';
import { endDashboardSession } from '../services/dashboard-sessions';
import { changeLeadStatus, LeadConflictError, listProviderLeads, loadOwnedLead } from '../services/provider-leads';

/**
 * The provider dashboard's calls (services/provider-leads.ts, services/dashboard-access.ts). The
 * mailed link's key is exchanged once for a per-provider session cookie; lead calls accept that
 * cookie or the key. Every refusal is one identical 401, whether the provider or lead exists or not;
 * an address past the failed-key limit gets one identical 429 instead (http/dashboard-key-throttle.ts).
 */
export function leadRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, production } = context;

  const ownedLead = async (ctx: RouterContext) => {
    const lead = await context.dashboardKeyThrottle.check(ctx, presentedDashboardKey(ctx), (key) =>
      loadOwnedLead(collections, ctx.params.id!, (providerId) => ({ ...dashboardCredentials(ctx, providerId), key })),
    );
    // Idempotent replays are scoped to the provider whose access was just checked.
    ctx.state.caller = `provider:${lead.bookkeeperId.toHexString()}`;
    return lead;
  };

  // Opening the dashboard link: the key (from `?key=` in the page's address) becomes this device's cookie.
  endpoint({ method: 'POST', path: '/api/bookkeeper/:id/session', access: 'provider' }, async (ctx) => {
    // A Secure cookie cannot be set over plain HTTP; refusing first keeps the answer independent of the key.
    if (production && !ctx.secure) throw forbidden('Opening your dashboard needs a secure connection: open this site over https://');
    const { key } = parseBody(ctx, dashboardSessionRequestSchema);
    const session = await context.dashboardKeyThrottle.check(ctx, key, (checked) => openDashboardSession(collections, ctx.params.id!, checked));
    setDashboardSessionCookie(ctx, session.providerId, session, production);
    ctx.body = { success: true, expiresAt: session.expiresAt.toISOString() };
  });

  // "Sign out of this device": always succeeds, so it says nothing about the provider or the cookie.
  endpoint({ method: 'DELETE', path: '/api/bookkeeper/:id/session', access: 'provider' }, async (ctx) => {
    const providerId = parseObjectId(ctx.params.id!);
    if (providerId) {
      await endDashboardSession(collections.dashboardSessions, dashboardSessionToken(ctx, providerId));
      clearDashboardSessionCookie(ctx, providerId, production && ctx.secure);
    }
    ctx.body = { success: true, message: 'Signed out of this device' };
  });

  endpoint({ method: 'GET', path: '/api/bookkeeper/:id/leads', access: 'provider' }, async (ctx) => {
    const { utcOffset } = parseQuery(ctx, leadsQuerySchema);
    const { key, sessionToken } = dashboardCredentials(ctx, parseObjectId(ctx.params.id!));
    const found = await context.dashboardKeyThrottle.check(ctx, key, (checked) => listProviderLeads(collections, ctx.params.id!, { key: checked, sessionToken }));
    const rows = found.map(({ lead, business, customer, booking }) => presentLeadWithBusiness(lead, business, customer, booking));
    ctx.body = {
      success: true,
      leads: rows,
      stats: computeLeadDashboardStats(rows, { now: new Date(), utcOffsetMinutes: utcOffset }),
      responseHours: context.leadResponseHours,
    };
  });

  endpoint({ method: 'GET', path: '/api/lead/:id', access: 'provider' }, async (ctx) => {
    ctx.body = { success: true, lead: presentLead(await ownedLead(ctx)) };
  });

  endpoint(
    { method: 'PATCH', path: '/api/lead/:id', access: 'provider' },
    // Access is checked before the idempotency layer, so nobody but the lead's provider gets a replay.
    async (ctx, next) => {
      ctx.state.lead = await ownedLead(ctx);
      await next();
    },
    idempotent(collections.idempotencyKeys),
    async (ctx) => {
      const change = parseBody(ctx, leadUpdateRequestSchema);
      try {
        ctx.body = { success: true, lead: presentLead(await changeLeadStatus(collections, ctx.state.lead as LeadDoc, change, claimedId(ctx))) };
      } catch (error) {
        // A refused change answers `{message, lead}`: the lead as it now stands, for the client to show.
        if (error instanceof LeadConflictError) throw conflict(error.message, { lead: error.lead && presentLead(error.lead) });
        throw error;
      }
    },
  );
  return router;
}
