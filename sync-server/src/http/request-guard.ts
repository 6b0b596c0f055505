import type { Context, Middleware } from 'koa';

import { authorizeRequest, type RequestAccessGrant } from '../services/request-access';
import type { AccessKeyThrottle } from './access-key-throttle';
import { requestCredentials } from './request-key';

/**
 * The guard of every endpoint declared with `request` access (http/endpoint.ts): the customer's
 * access to the request in the path (`:id`) or the one 401, checked before the handler and before
 * the idempotency layer, so a stored answer is only ever replayed to that request's holder. Runs
 * after the body is read, so opening a session may present its key in the body.
 */
export function requireRequestAccess(collections: Parameters<typeof authorizeRequest>[0], throttle: AccessKeyThrottle): Middleware {
  return async (ctx, next) => {
    const id = (ctx as Context & { params?: Record<string, string> }).params?.id ?? '';
    const { key, sessionToken } = requestCredentials(ctx, id);
    const grant = await throttle.check(ctx, key, (checked) => authorizeRequest(collections, id, { key: checked, sessionToken }));
    grants.set(ctx, grant);
    // Idempotent replays are scoped to the request whose access was just checked.
    ctx.state.caller = `request:${grant.request.doc._id.toHexString()}`;
    await next();
  };
}

const grants = new WeakMap<Context, RequestAccessGrant>();

/** The access the guard granted this call; only endpoints declared with `request` access have one. */
export function grantedRequest(ctx: Context): RequestAccessGrant {
  const grant = grants.get(ctx);
  if (!grant) throw new Error('grantedRequest: the endpoint is not declared with request access');
  return grant;
}

