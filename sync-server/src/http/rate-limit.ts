import type { Middleware } from 'koa';
import { tooManyRequests } from './errors';

/**
 * Per-IP fixed-window limit on public writes (ARCHITECTURE §5). In memory per instance: behind a
 * load balancer the effective limit is N x instances, which still stops a single noisy client.
 * 429 is a retryable outcome for the offline outbox, so a queued write is delayed, never lost.
 */
export function rateLimitWrites(options: { limit: number; windowMs: number }): Middleware {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS' || !ctx.path.startsWith('/api/')) return next();
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [ip, window] of windows) if (now - window.startedAt >= options.windowMs) windows.delete(ip);
    }
    let window = windows.get(ctx.ip);
    if (!window || now - window.startedAt >= options.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(ctx.ip, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      ctx.set('Retry-After', String(Math.ceil((window.startedAt + options.windowMs - now) / 1000)));
      throw tooManyRequests();
    }
    await next();
  };
}
