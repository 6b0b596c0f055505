import type { ParameterizedContext } from 'koa';
import type { Db } from 'mongodb';
import type { RequestCredentials } from '../services/request-access';
import { AccessKeyThrottle } from './access-key-throttle';
import { requestSessionToken } from './auth-cookies';
import { parseObjectId } from '../db/object-id';

/**
 * Where a call carries a customer's request access (services/request-access.ts): the session cookie
 * the link's key was exchanged for (the page's normal way), or the key itself, in the
 * `X-Request-Key` header (the offline outbox's replays), `?key=` (a link opened directly) or, when
 * opening a session, the body's `key`.
 */
export const REQUEST_KEY_HEADER = 'X-Request-Key';

function presentedRequestKey(ctx: ParameterizedContext): string | undefined {
  const header = ctx.get(REQUEST_KEY_HEADER);
  if (header) return header;
  const query = ctx.query.key;
  if (typeof query === 'string' && query) return query;
  const body: unknown = ctx.request.body;
  const key = typeof body === 'object' && body !== null ? (body as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key ? key : undefined;
}

/** Everything this call presents for the request `requestId` (outside text) names. */
export function requestCredentials(ctx: ParameterizedContext, requestId: string): RequestCredentials {
  const id = parseObjectId(requestId);
  return { key: presentedRequestKey(ctx), sessionToken: id ? requestSessionToken(ctx, id) : undefined };
}

/** Failed request-key checks per client address, as for dashboard keys: 20 in 15 minutes. */
export const REQUEST_KEY_FAILURE_LIMIT = 20;
export const REQUEST_KEY_LIMITED = 'Too many attempts with a request link that is not valid; try again later';

export const requestKeyThrottle = (db: Db, limit = REQUEST_KEY_FAILURE_LIMIT) =>
  new AccessKeyThrottle(db, { keyPrefix: 'request-key', limit, limitedMessage: REQUEST_KEY_LIMITED });
