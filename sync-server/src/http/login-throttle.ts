import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * Failed sign-ins are limited two ways (ARCHITECTURE §5), with counters in MongoDB so that every
 * instance sees every failure:
 * - per IP and username: after `pairLimit` failures in the window, that pair waits for the window
 *   to end, so one address cannot guess at speed. An attempt takes its point before the password
 *   is checked, so attempts sent all at once (to one instance or several) cannot all pass before the
 *   first failure is counted;
 * - per username across all IPs: after `usernameCeiling` failures in the window, attempts from
 *   devices that never signed in as that user are spaced to one per `spacingMs`. Such an attempt
 *   is counted before its password is checked too (and uncounted if it succeeds), so a burst from
 *   many addresses cannot all pass under the ceiling. A botnet rotating addresses is slowed to a crawl, yet the real admin, whose browser holds a known-device cookie
 *   (services/known-devices.ts), is never affected: a slow-down, not a lock-out an attacker can aim.
 * - per known device: such a device is limited by its own failures alone (`pairLimit` per window),
 *   never by its address's or username's, so others' guesses behind a shared address (an office NAT)
 *   cannot lock the admin out, and a stolen device cookie guesses no faster than one address may.
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
  private readonly devices: RateLimiterMongo;
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
    this.devices = new RateLimiterMongo({ ...store, keyPrefix: 'login-device', points: this.pairLimit, duration: window });
  }

  /**
   * Seconds to wait before this attempt may run, or 0 to run it now. The attempt is counted up
   * front, as if it failed, so parallel attempts cannot all pass before one failure is counted: a
   * known device's (`knownDevice`, the device cookie's token when it is one of this user's known
   * devices) against that device alone, an unknown device's against its address and the username.
   * Past the username ceiling an allowed attempt from an unknown device takes the next slot, so
   * attempts stay spaced; one sent away for want of a slot is uncounted, as its password is never
   * checked.
   */
  async admit(ip: string, username: string, knownDevice: string | undefined): Promise<number> {
    if (knownDevice !== undefined) {
      const limited = await whenLimited(this.devices.consume(deviceKey(knownDevice)));
      return limited ? retryAfterSeconds(limited) : 0;
    }
    const pair = await whenLimited(this.pairs.consume(pairKey(ip, username)));
    if (pair) return retryAfterSeconds(pair);
    // `penalty` counts without ever rejecting: past the ceiling the slot decides.
    const user = await this.usernames.penalty(username);
    if (user.consumedPoints <= this.usernameCeiling) return 0;
    const limited = await whenLimited(this.slots.consume(username));
    if (!limited) return 0;
    await Promise.all([this.pairs.reward(pairKey(ip, username)), this.usernames.reward(username)]);
    return retryAfterSeconds(limited);
  }

  /** A known device's failure counts towards the username's ceiling too; an unknown device's was counted by `admit`. */
  async recordFailure(username: string, knownDevice: string | undefined): Promise<void> {
    if (knownDevice !== undefined) await this.usernames.penalty(username);
  }

  /**
   * A correct password clears the count it was admitted under: the known device's, else that
   * address's (a known device's success leaves its address's count to whoever made it), and is
   * taken off the username's, which counts failures only and is otherwise never cleared.
   */
  async recordSuccess(ip: string, username: string, knownDevice: string | undefined): Promise<void> {
    if (knownDevice !== undefined) await this.devices.delete(deviceKey(knownDevice));
    else await Promise.all([this.pairs.delete(pairKey(ip, username)), this.usernames.reward(username)]);
  }
}

const pairKey = (ip: string, username: string) => `${ip}|${username}`;
// The token is a credential: the shared counters hold its hash only.
const deviceKey = (token: string) => createHash('sha256').update(token).digest('base64url');
