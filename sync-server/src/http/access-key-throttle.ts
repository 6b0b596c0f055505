import type { ParameterizedContext } from 'koa';
import type { Db } from 'mongodb';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
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
 * - refusals are counted apart too, so a check that finds the points taken by checks still running
 *   (many devices behind one office address, none refused) waits for them instead of being refused:
 *   only refusals, never traffic, close an address;
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
// How long a check waits for the checks ahead of it to finish before it is answered as limited.
const ADMIT_WAIT_MS = 5_000;
const ADMIT_POLL_MS = 50;

export class AccessKeyThrottle {
  /** Checks running or refused in the window. */
  private readonly attempts: RateLimiterMongo;
  /** Checks refused in the window. */
  private readonly refusals: RateLimiterMongo;
  private readonly limit: number;
  private readonly limitedMessage: string;

  constructor(db: Db, options: AccessKeyThrottleOptions) {
    this.limit = options.limit;
    this.limitedMessage = options.limitedMessage;
    const counter = (keyPrefix: string) =>
      new RateLimiterMongo({
        storeClient: db,
        tableName: RATE_LIMITS_COLLECTION,
        disableIndexesCreation: true, // db/indexes.ts creates them with the others
        keyPrefix,
        points: options.limit,
        duration: WINDOW_SECONDS,
      });
    this.attempts = counter(options.keyPrefix);
    this.refusals = counter(`${options.keyPrefix}-refused`);
  }

  /**
   * Runs `open` with the key the request presented, or without it once this address is over the
   * limit. `open` throws `UnauthenticatedError` (the link's one refusal) when access is refused.
   */
  async check<T>(ctx: ParameterizedContext, key: string | undefined, open: (key: string | undefined) => Promise<T>): Promise<T> {
    if (key === undefined) return open(undefined);
    const limited = await this.admit(ctx.ip);
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
      if (refused) await whenLimited(this.refusals.consume(ctx.ip));
      else await this.attempts.reward(ctx.ip);
    }
  }

  /** Takes a point for a check: undefined once taken, or the limit's state while the address is closed. */
  private async admit(ip: string): Promise<RateLimiterRes | undefined> {
    const until = Date.now() + ADMIT_WAIT_MS;
    for (;;) {
      const limited = await whenLimited(this.attempts.consume(ip));
      if (!limited) return undefined;
      await this.attempts.reward(ip); // a take that was turned away is not an attempt
      const refused = await this.refusals.get(ip);
      if ((refused?.consumedPoints ?? 0) >= this.limit || Date.now() >= until) return limited;
      await new Promise((resolve) => setTimeout(resolve, ADMIT_POLL_MS));
    }
  }
}
