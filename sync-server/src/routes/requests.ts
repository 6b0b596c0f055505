import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { Next } from 'koa';
import { ObjectId } from 'mongodb';
import type { RouterContext } from '@koa/router';
import type { AppContext } from '../app-context';
import { setRequestSessionCookie } from '../http/auth-cookies';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { forbidden } from '../http/errors';
import { claimedId } from '../http/idempotency';
import { grantedRequest } from '../http/request-guard';
import { presentRequestPage, presentRequestSummary } from '../presenters/request-page';
import { requestMoreMatches, type MoreMatchesOutcome } from '../services/more-matches';
import { openRequestSession } from '../services/request-access';
import { editRequest } from '../services/request-edits';
import { setUpdatesByEmail } from '../services/request-updates-by-email';
import { closeRequest, markHired } from '../services/request-outcomes';
import { loadRequestPage } from '../services/request-page';
import { reloadRequest } from '../services/request-records';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The answer to "Ask for more matches", in the customer's words. */
function moreMatchesMessage({ added, alreadyOpen, country }: MoreMatchesOutcome, responseHours: number): string {
  if (added > 0) return `We offered your request to ${plural(added, 'more professional')}. They have ${responseHours} hours to reply.`;
  if (alreadyOpen !== undefined) return `${plural(alreadyOpen, 'professional')} are already looking at your request. Ask again if one of them passes.`;
  return `Nobody else fits your request right now: every professional${country ? ` in ${country}` : ''} who offers these services has already been offered it.`;
}

/**
 * A customer's private request page (services/request-access.ts, services/request-page.ts) and the
 * customer's actions on it (more-matches.ts, request-outcomes.ts, request-edits.ts,
 * request-updates-by-email.ts). Every endpoint here declares `request` access, so the request guard
 * (http/request-guard.ts) has checked the key or cookie before a handler runs; every refusal is the
 * same 401 (429 past the failed-key limit), whether the request exists or not.
 */
export function requestRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, production } = context;

  // A Secure cookie cannot be set over plain HTTP: refused in production before the key is checked,
  // so the answer is the same whatever the key.
  const secureConnection = async (ctx: RouterContext, next: Next) => {
    if (production && !ctx.secure) throw forbidden('Opening your request needs a secure connection: open this site over https://');
    await next();
  };

  // Opening the request link: its key (never a cookie alone) becomes this device's cookie for that request.
  endpoint(API.requests.openSession, { beforeAccess: [secureConnection] }).handle(async (_input, ctx) => {
    const session = await openRequestSession(collections, grantedRequest(ctx));
    setRequestSessionCookie(ctx, session.requestId, session, ctx.secure);
    return { success: true, expiresAt: session.expiresAt.toISOString() };
  });

  endpoint(API.requests.get).handle(async (_input, ctx) => {
    const page = await loadRequestPage(collections, grantedRequest(ctx).request);
    return { success: true, ...presentRequestPage(page) };
  });

  // The customer's actions: access is checked before the idempotency layer, and a replay is scoped
  // to the request (http/request-guard.ts), so only that request's holder ever gets a stored answer.
  const matchingDeps = { collections, publicUrl: context.publicUrl, leadResponseHours: context.leadResponseHours };
  endpoint(API.requests.moreMatches).handle(async (_input, ctx) => {
    const outcome = await requestMoreMatches(matchingDeps, grantedRequest(ctx).request, claimedId(ctx));
    return { success: true, added: outcome.added, message: moreMatchesMessage(outcome, context.leadResponseHours) };
  });

  endpoint(API.requests.hired).handle(async ({ body }, ctx) => {
    const { providerName } = await markHired({ collections, publicUrl: context.publicUrl }, grantedRequest(ctx).request, new ObjectId(body.leadId));
    return { success: true, message: `Thank you. We told ${providerName ?? 'the professional'} you hired them, and the other professionals that you hired someone else.` };
  });

  endpoint(API.requests.close).handle(async ({ body }, ctx) => {
    await closeRequest(collections, grantedRequest(ctx).request, body.reason);
    return { success: true, message: 'Your request is closed. The professionals still working on it were told why.' };
  });

  // The unsubscribe link's page sends `subscribed: false`; the request page may turn them back on.
  endpoint(API.requests.updatesByEmail).handle(async ({ body }, ctx) => {
    await setUpdatesByEmail(collections, grantedRequest(ctx).request, body.subscribed);
    return {
      success: true,
      message: body.subscribed
        ? 'You will get an email when a professional contacts you or passes on this request, at most one an hour.'
        : 'You will no longer get emails about this request.',
    };
  });

  endpoint(API.requests.edit).handle(async ({ body }, ctx) => {
    const { request } = grantedRequest(ctx);
    await editRequest(collections, request, body);
    const reloaded = await reloadRequest(collections, request);
    return { success: true, request: presentRequestSummary(await loadRequestPage(collections, reloaded ?? request)) };
  });
  return router;
}
