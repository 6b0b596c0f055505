import type { ParameterizedContext } from 'koa';
import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { UnauthenticatedError } from '../services/domain-errors';
import { tooManyRequests } from './errors';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * Failed dashboard-key checks are limited per client address (ARCHITECTURE §5), with counters in
 * MongoDB so that every instance sees every failure:
 * - a check that presents a key takes a point before it runs, so parallel guesses cannot all slip
 *   in before the first failure is counted, and gives it back unless the key was refused;
 * - past the limit a presented key is not checked at all (a right key answering otherwise would tell
 *   a guesser it was right): the request is opened by its session cookie alone, else answered 429
 *   whatever the provider, lead or key. A provider's signed-in device keeps working behind an address
 *   that others' guesses blocked.
 */
export const DASHBOARD_KEY_FAILURE_LIMIT = 20;
export const DASHBOARD_KEY_LIMITED = 'Too many attempts with a dashboard link that is not valid; try again later';
const WINDOW_SECONDS = 15 * 60;

export class DashboardKeyThrottle {
  private readonly failures: RateLimiterMongo;

  constructor(db: Db, limit = DASHBOARD_KEY_FAILURE_LIMIT) {
    this.failures = new RateLimiterMongo({
      storeClient: db,
      tableName: RATE_LIMITS_COLLECTION,
      disableIndexesCreation: true, // db/indexes.ts creates them with the others
      keyPrefix: 'dashboard-key',
      points: limit,
      duration: WINDOW_SECONDS,
    });
  }

  /**
   * Runs `open` with the key the request presented, or without it once this address is over the
   * limit. `open` throws `UnauthenticatedError` (the one dashboard refusal) when access is refused.
   */
  async check<T>(ctx: ParameterizedContext, key: string | undefined, open: (key: string | undefined) => Promise<T>): Promise<T> {
    if (key === undefined) return open(undefined);
    const limited = await whenLimited(this.failures.consume(ctx.ip));
    if (limited) {
      try {
        return await open(undefined);
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
        ctx.set('Retry-After', String(retryAfterSeconds(limited)));
        throw tooManyRequests(DASHBOARD_KEY_LIMITED);
      }
    }
    let refused = false;
    try {
      return await open(key);
    } catch (error) {
      refused = error instanceof UnauthenticatedError;
      throw error;
    } finally {
      if (!refused) await this.failures.reward(ctx.ip);
    }
  }
}
