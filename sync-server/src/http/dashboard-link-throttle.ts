import { createHash } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { Db } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RATE_LIMITS_COLLECTION } from '../db/collections';
import { tooManyRequests } from './errors';
import { retryAfterSeconds, whenLimited } from './limiter-outcome';

/**
 * "Send me my dashboard link" requests are limited per email address (a mailbox is not flooded with
 * sign-in links) and per client address (one client does not try address after address), with
 * counters in MongoDB like the other limits. Every request counts, whether its address is a
 * provider's or not, so the 429 tells nothing about who is registered.
 */
export interface DashboardLinkLimits {
  /** Requests per email address per hour. */
  perEmail: number;
  /** Requests per client address per hour. */
  perClient: number;
}

export const DEFAULT_DASHBOARD_LINK_LIMITS: DashboardLinkLimits = { perEmail: 3, perClient: 10 };
export const DASHBOARD_LINK_LIMITED = 'Too many sign-in links were asked for; please wait before asking again, or check your inbox and spam folder for the last one.';

const WINDOW_SECONDS = 60 * 60;
// The shared counters hold no email address, only its hash.
const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');

export class DashboardLinkThrottle {
  private readonly emails: RateLimiterMongo;
  private readonly clients: RateLimiterMongo;

  constructor(db: Db, limits: DashboardLinkLimits = DEFAULT_DASHBOARD_LINK_LIMITS) {
    const store = { storeClient: db, tableName: RATE_LIMITS_COLLECTION, disableIndexesCreation: true, duration: WINDOW_SECONDS };
    this.emails = new RateLimiterMongo({ ...store, keyPrefix: 'dashboard-link-email', points: limits.perEmail });
    this.clients = new RateLimiterMongo({ ...store, keyPrefix: 'dashboard-link-client', points: limits.perClient });
  }

  /** Counts this request against its client address, then its email address; a 429 with Retry-After past either limit. */
  async admit(ctx: ParameterizedContext, email: string): Promise<void> {
    const limited = (await whenLimited(this.clients.consume(ctx.ip))) ?? (await whenLimited(this.emails.consume(emailKey(email))));
    if (!limited) return;
    ctx.set('Retry-After', String(retryAfterSeconds(limited)));
    throw tooManyRequests(DASHBOARD_LINK_LIMITED);
  }
}
