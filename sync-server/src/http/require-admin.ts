import type { Middleware } from 'koa';
import type { Collection } from 'mongodb';
import type { SessionDoc } from '../db/documents';
import { findSession } from '../services/sessions';
import { sessionToken } from './auth-cookies';
import { unauthorized } from './errors';

/** Every admin endpoint sits behind this: a valid server-side session or 401. */
export function requireAdmin(sessions: Collection<SessionDoc>): Middleware {
  return async (ctx, next) => {
    const session = await findSession(sessions, sessionToken(ctx));
    if (!session) throw unauthorized('Sign in as an administrator to continue');
    ctx.state.adminUsername = session.username;
    await next();
  };
}
