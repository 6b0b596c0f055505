import type { Router, RouterContext } from '@koa/router';
import { API, computeLeadDashboardStats } from '@ledgerlink/shared-schema';
import type { Next } from 'koa';
import type { AppContext } from '../app-context';
import type { LeadDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { clearDashboardSessionCookie, dashboardSessionToken, setDashboardSessionCookie } from '../http/auth-cookies';
import { dashboardCredentials, presentedDashboardKey } from '../http/dashboard-key';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { conflict, forbidden } from '../http/errors';
import { claimedId } from '../http/idempotency';
import { presentLead, presentLeadWithBusiness } from '../presenters/lead';
import { openDashboardSession, openDashboardSessionWithSignin } from '../services/dashboard-access';
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

  // Opening the dashboard link: the key (from `?key=` in the page's address), or a mailed one-time
  // sign-in token (`?signin=`), becomes this device's cookie; a wrong token counts as a wrong key.
  // A Secure cookie cannot be set over plain HTTP: refused before the body is parsed, so the answer
  // is independent of the key.
  const secureConnection = async (ctx: RouterContext, next: Next) => {
    if (production && !ctx.secure) throw forbidden('Opening your dashboard needs a secure connection: open this site over https://');
    await next();
  };
  endpoint(API.leads.openSession, { before: [secureConnection] }).handle(async ({ params, body }, ctx) => {
    const session =
      body.signin === undefined
        ? await context.dashboardKeyThrottle.check(ctx, body.key, (checked) => openDashboardSession(collections, params.id, checked))
        : await context.dashboardKeyThrottle.check(ctx, body.signin, (checked) => openDashboardSessionWithSignin(collections, params.id, checked));
    setDashboardSessionCookie(ctx, session.providerId, session, production);
    return { success: true, expiresAt: session.expiresAt.toISOString() };
  });

  // "Sign out of this device": always succeeds, so it says nothing about the provider or the cookie.
  endpoint(API.leads.closeSession).handle(async ({ params }, ctx) => {
    const providerId = parseObjectId(params.id);
    if (providerId) {
      await endDashboardSession(collections.dashboardSessions, dashboardSessionToken(ctx, providerId));
      clearDashboardSessionCookie(ctx, providerId, production && ctx.secure);
    }
    return { success: true, message: 'Signed out of this device' };
  });

  endpoint(API.leads.list).handle(async ({ params, query }, ctx) => {
    const { key, sessionToken } = dashboardCredentials(ctx, parseObjectId(params.id));
    const found = await context.dashboardKeyThrottle.check(ctx, key, (checked) => listProviderLeads(collections, params.id, { key: checked, sessionToken }));
    const rows = found.map(({ lead, business, customer, booking }) => presentLeadWithBusiness(lead, business, customer, booking));
    return {
      success: true,
      leads: rows,
      stats: computeLeadDashboardStats(rows, { now: new Date(), utcOffsetMinutes: query.utcOffset }),
      responseHours: context.leadResponseHours,
    };
  });

  endpoint(API.leads.get).handle(async (_input, ctx) => ({ success: true, lead: presentLead(await ownedLead(ctx)) }));

  // Access is checked before the idempotency layer, so nobody but the lead's provider gets a replay.
  const leadAccess = async (ctx: RouterContext, next: Next) => {
    ctx.state.lead = await ownedLead(ctx);
    await next();
  };
  endpoint(API.leads.update, { before: [leadAccess] }).handle(async ({ body }, ctx) => {
    try {
      return { success: true, lead: presentLead(await changeLeadStatus({ collections, publicUrl: context.publicUrl }, ctx.state.lead as LeadDoc, body, claimedId(ctx))) };
    } catch (error) {
      // A refused change answers `{message, lead}`: the lead as it now stands, for the client to show.
      if (error instanceof LeadConflictError) throw conflict(error.message, { lead: error.lead && presentLead(error.lead) });
      throw error;
    }
  });
  return router;
}
