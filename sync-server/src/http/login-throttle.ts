/**
 * Login attempts per IP and username (ARCHITECTURE §5): after `limit` failures in `windowMs` that
 * pair is refused until the window ends, so passwords cannot be guessed at speed. In memory per
 * instance, like the write limit.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** Seconds until another attempt is allowed, or 0 if one is allowed now. */
  retryAfter(ip: string, username: string, now = Date.now()): number {
    const entry = this.failures.get(`${ip}|${username}`);
    if (!entry || now - entry.startedAt >= this.windowMs || entry.count < this.limit) return 0;
    return Math.ceil((entry.startedAt + this.windowMs - now) / 1000);
  }

  recordFailure(ip: string, username: string, now = Date.now()): void {
    const key = `${ip}|${username}`;
    const entry = this.failures.get(key);
    if (!entry || now - entry.startedAt >= this.windowMs) this.failures.set(key, { startedAt: now, count: 1 });
    else entry.count += 1;
  }

  reset(ip: string, username: string): void {
    this.failures.delete(`${ip}|${username}`);
  }
}
