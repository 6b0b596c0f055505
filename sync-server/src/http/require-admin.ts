import type { Middleware } from 'koa';
import type { Collection } from 'mongodb';
import { findSession, type SessionDoc } from '../services/sessions';
import { unauthorized } from './errors';

/** Every admin endpoint sits behind this: a valid server-side session or 401. */
export function requireAdmin(sessions: Collection<SessionDoc>): Middleware {
  return async (ctx, next) => {
    const session = await findSession(sessions, ctx);
    if (!session) throw unauthorized('Sign in as an administrator to continue');
    ctx.state.adminUsername = session.username;
    await next();
  };
}
