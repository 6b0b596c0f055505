import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { toErrorResponse } from './errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One audit line per admin write: who (the session's username), what (method and route pattern),
 * on which record (path ids) and whether it worked. Never the body: it may hold a customer's
 * details or, on sign-in, a password.
 */
export const auditAdminWrites: Middleware = async (ctx, next) => {
  if (READS.has(ctx.method)) return next();
  // The route's pattern and params are known only once the router has run its own layer.
  const entry = () => {
    const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
    return { admin: ctx.state.adminUsername as string, action: `${ctx.method} ${typeof route === 'string' ? route : ctx.path}`, params: { ...ctx.params } };
  };
  const log = ctx.state.logger as Logger | undefined;
  try {
    await next();
    log?.info('admin write', { ...entry(), outcome: 'done', status: ctx.status });
  } catch (error) {
    log?.info('admin write', { ...entry(), outcome: 'refused', status: toErrorResponse(error).status });
    throw error;
  }
};
