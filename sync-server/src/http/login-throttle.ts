import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * Failed sign-ins are limited two ways (ARCHITECTURE §5), with counters in MongoDB so that every
 * instance sees every failure:
 * - per IP and username: after `pairLimit` failures in the window, that pair waits for the window
 *   to end, so one address cannot guess at speed;
 * - per username across all IPs: after `usernameCeiling` failures in the window, attempts from
 *   devices that never signed in as that user are spaced to one per `spacingMs`. A botnet rotating
 *   addresses is slowed to a crawl, yet the real admin, whose browser holds a known-device cookie
 *   (services/known-devices.ts), is never affected: a slow-down, not a lock-out an attacker can aim.
 */
export interface LoginThrottleOptions {
  pairLimit?: number;
  usernameCeiling?: number;
  windowMs?: number;
  spacingMs?: number;
}

export class LoginThrottle {
  private readonly pairs: RateLimiterMongo;
  private readonly usernames: RateLimiterMongo;
  private readonly slots: RateLimiterMongo;
  private readonly pairLimit: number;
  private readonly usernameCeiling: number;

  constructor(db: Db, options: LoginThrottleOptions = {}) {
    this.pairLimit = options.pairLimit ?? 10;
    this.usernameCeiling = options.usernameCeiling ?? 30;
    const window = Math.ceil((options.windowMs ?? 15 * 60 * 1000) / 1000);
    const store = { storeClient: db, tableName: RATE_LIMITS_COLLECTION, disableIndexesCreation: true };
    this.pairs = new RateLimiterMongo({ ...store, keyPrefix: 'login-pair', points: this.pairLimit, duration: window });
    this.usernames = new RateLimiterMongo({ ...store, keyPrefix: 'login-user', points: this.usernameCeiling, duration: window });
    this.slots = new RateLimiterMongo({ ...store, keyPrefix: 'login-slot', points: 1, duration: Math.ceil((options.spacingMs ?? 5_000) / 1000) });
  }

  /**
   * Seconds to wait before this attempt may run, or 0 to run it now. Past the username ceiling an
   * allowed attempt from an unknown device takes the next slot, so attempts stay spaced.
   */
  async admit(ip: string, username: string, knownDevice: boolean): Promise<number> {
    const pair = await this.pairs.get(pairKey(ip, username));
    if (pair && pair.consumedPoints >= this.pairLimit) return retryAfterSeconds(pair);
    if (knownDevice) return 0;
    const user = await this.usernames.get(username);
    if (!user || user.consumedPoints < this.usernameCeiling) return 0;
    const limited = await whenLimited(this.slots.consume(username));
    return limited ? retryAfterSeconds(limited) : 0;
  }

  /** `penalty` counts without ever rejecting: the failure happened whatever the limits say. */
  async recordFailure(ip: string, username: string): Promise<void> {
    await Promise.all([this.pairs.penalty(pairKey(ip, username)), this.usernames.penalty(username)]);
  }

  /** A correct password clears that address's count; the username's stays, it counts everyone's guesses. */
  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.pairs.delete(pairKey(ip, username));
  }
}

const pairKey = (ip: string, username: string) => `${ip}|${username}`;
