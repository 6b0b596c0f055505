import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { RequestStats } from '../services/request-stats';

// Query parameters that can carry secrets (dashboard access keys) never reach the request log.
const SECRET_PARAMS = ['key', 'token', 'password'];

function loggableUrl(path: string, querystring: string): string {
  if (!querystring) return path;
  const params = new URLSearchParams(querystring);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'redacted');
  return `${path}?${params.toString()}`;
}

/** First in the chain: assigns a request id and records timing for every request, errors included. */
export function requestMetrics(stats: RequestStats): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const duration = Math.round((performance.now() - started) * 10) / 10;
      ctx.set('Server-Timing', `app;dur=${duration}`);
      // Group by route pattern (set by the router) so ids do not explode the endpoint table.
      const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const endpoint = `${ctx.method} ${typeof route === 'string' ? route : ctx.path.startsWith('/api/') ? ctx.path : '(static)'}`;
      stats.record(
        {
          method: ctx.method,
          url: loggableUrl(ctx.path, ctx.querystring),
          statusCode: ctx.status,
          duration,
          timestamp: new Date().toISOString(),
        },
        endpoint,
      );
    }
  };
}
