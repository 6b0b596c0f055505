import type { Middleware } from 'koa';
import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { tooManyRequests } from './errors';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * Per-IP limit on public writes (ARCHITECTURE §5), mounted on each endpoint that takes one
 * (endpoint.ts). The counters live in MongoDB (rate-limiter-flexible's Mongo store, TTL-indexed),
 * so every instance behind a load balancer counts against one limit and a restart forgets nothing. 429 is a retryable outcome for the offline outbox: a queued write is
 * delayed, never lost.
 */
export function rateLimitWrites(db: Db, options: { limit: number; windowMs: number }): Middleware {
  const limiter = new RateLimiterMongo({
    storeClient: db,
    tableName: RATE_LIMITS_COLLECTION,
    keyPrefix: 'writes',
    points: options.limit,
    duration: Math.ceil(options.windowMs / 1000),
    disableIndexesCreation: true, // db/indexes.ts creates them with the others
  });
  return async (ctx, next) => {
    const limited = await whenLimited(limiter.consume(ctx.ip));
    if (limited) {
      ctx.set('Retry-After', String(retryAfterSeconds(limited)));
      throw tooManyRequests();
    }
    await next();
  };
}
