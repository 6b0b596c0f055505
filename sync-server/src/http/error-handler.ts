import type { Middleware } from 'koa';
import { toErrorResponse } from './errors';
import type { Logger } from '../logger';

/** Every error becomes JSON `{message, errors?}`; 5xx details go to the log, never to the client. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      // The request's own logger carries its id (http/request-metrics.ts).
      const log = (ctx.state.logger as Logger | undefined) ?? logger;
      // An unreachable database is one known condition, not a bug: one line each, no stack.
      if (status === 503) log.warn('request failed: database unavailable', { path: ctx.path });
      else if (status >= 500) log.error('request failed', { path: ctx.path, error });
      ctx.status = status;
      ctx.body = body;
      if (headers) ctx.set(headers);
    }
  };
}
