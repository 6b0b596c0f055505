import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { Next } from 'koa';
import type { RouterContext } from '@koa/router';
import type { AppContext } from '../app-context';
import { setRequestSessionCookie } from '../http/auth-cookies';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { forbidden } from '../http/errors';
import { grantedRequest } from '../http/request-guard';
import { presentRequestPage } from '../presenters/request-page';
import { openRequestSession } from '../services/request-access';
import { loadRequestPage } from '../services/request-page';

/**
 * A customer's private request page (services/request-access.ts, services/request-page.ts). Every
 * endpoint here declares `request` access, so the request guard (http/request-guard.ts) has checked
 * the key or cookie before a handler runs; every refusal is the same 401 (429 past the failed-key
 * limit), whether the request exists or not.
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
  return router;
}
