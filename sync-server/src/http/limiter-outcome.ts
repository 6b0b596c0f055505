import { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * rate-limiter-flexible rejects with a RateLimiterRes when a limit is reached and with an Error when
 * its store fails. This turns the first into a value and lets the second propagate (a database that
 * is down answers 503 like any other request).
 */
export async function whenLimited(attempt: Promise<unknown>): Promise<RateLimiterRes | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return outcome;
    throw outcome;
  }
}

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
