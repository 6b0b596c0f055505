import type { ParameterizedContext } from 'koa';
import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { UnauthenticatedError } from '../services/domain-errors';
import { tooManyRequests } from './errors';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * Failed checks of the key in a private link (a provider's dashboard, a customer's request page)
 * are limited per client address (ARCHITECTURE §5), with counters in MongoDB so that every instance
 * sees every failure; each kind of link counts its own:
 * - a check that presents a key takes a point before it runs, so parallel guesses cannot all slip
 *   in before the first failure is counted, and gives it back unless the key was refused;
 * - past the limit a presented key is not checked at all (a right key answering otherwise would tell
 *   a guesser it was right): the request is opened by its session cookie alone, else answered 429
 *   whatever the id or key. A signed-in device keeps working behind an address that others' guesses
 *   blocked.
 */
export interface AccessKeyThrottleOptions {
  /** Names this kind of link's counters. */
  keyPrefix: string;
  /** Failed checks allowed per address in the window. */
  limit: number;
  /** The 429's message. */
  limitedMessage: string;
}

const WINDOW_SECONDS = 15 * 60;

export class AccessKeyThrottle {
  private readonly failures: RateLimiterMongo;
  private readonly limitedMessage: string;

  constructor(db: Db, options: AccessKeyThrottleOptions) {
    this.limitedMessage = options.limitedMessage;
    this.failures = new RateLimiterMongo({
      storeClient: db,
      tableName: RATE_LIMITS_COLLECTION,
      disableIndexesCreation: true, // db/indexes.ts creates them with the others
      keyPrefix: options.keyPrefix,
      points: options.limit,
      duration: WINDOW_SECONDS,
    });
  }

  /**
   * Runs `open` with the key the request presented, or without it once this address is over the
   * limit. `open` throws `UnauthenticatedError` (the link's one refusal) when access is refused.
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
        throw tooManyRequests(this.limitedMessage);
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
