import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import type { RequestStats } from '../services/request-stats';
import { isApiPath } from './api-path';

// Query parameters that can carry secrets (dashboard access keys, one-time sign-in tokens) never reach the request log.
const SECRET_PARAMS = ['key', 'signin', 'token', 'password'];
// Pages whose path holds a secret: a review link's token.
const SECRET_PATH = /^(\/review\/)[^/]+/;

function loggableUrl(rawPath: string, querystring: string): string {
  const path = rawPath.replace(SECRET_PATH, '$1redacted');
  if (!querystring) return path;
  const params = new URLSearchParams(querystring);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'redacted');
  return `${path}?${params.toString()}`;
}

/**
 * First in the chain: assigns a request id (returned as X-Request-Id, carried by the request's child
 * logger in `ctx.state.logger`), records timing for every request, errors included, and logs one
 * line per request: method, path with secrets masked, status and duration, never bodies.
 */
export function requestMetrics(stats: RequestStats, logger: Logger, options: { serverTiming: boolean }): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = randomUUID();
    ctx.state.logger = logger.child({ requestId: ctx.state.requestId });
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const duration = Math.round((performance.now() - started) * 10) / 10;
      // Only outside production: a response's time can tell an existing record from an unknown id.
      if (options.serverTiming) ctx.set('Server-Timing', `app;dur=${duration}`);
      // Group by route pattern (set by the router) so ids do not explode the endpoint table.
      const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const endpoint = `${ctx.method} ${typeof route === 'string' ? route : isApiPath(ctx.path) ? ctx.path : '(static)'}`;
      const url = loggableUrl(ctx.path, ctx.querystring);
      stats.record({ method: ctx.method, url, statusCode: ctx.status, duration, timestamp: new Date().toISOString() }, endpoint);
      (ctx.state.logger as Logger).info('request', { method: ctx.method, url, status: ctx.status, durationMs: duration });
    }
  };
}
