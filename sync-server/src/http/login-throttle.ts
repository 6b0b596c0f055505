/**
 * Failed sign-ins are limited two ways (ARCHITECTURE §5):
 * - per IP and username: after `pairLimit` failures in the window, that pair waits for the window
 *   to end, so one address cannot guess at speed;
 * - per username across all IPs: after `usernameCeiling` failures in the window, attempts from
 *   devices that never signed in as that user are spaced to one per `spacingMs`. A botnet rotating
 *   addresses is slowed to a crawl, yet the real admin, whose browser holds a known-device cookie
 *   (see known-devices.ts), is never affected: a slow-down, not a lock-out an attacker can aim.
 * In memory per instance, like the write limit; behind a load balancer each instance counts alone.
 */
export interface LoginThrottleOptions {
  pairLimit?: number;
  usernameCeiling?: number;
  windowMs?: number;
  spacingMs?: number;
}

interface Window {
  startedAt: number;
  failures: number;
  /** Username windows only: when the next unknown device may try once past the ceiling. */
  nextSlotAt: number;
}

const MAX_TRACKED = 10_000;

export class LoginThrottle {
  private readonly pairs = new Map<string, Window>();
  private readonly usernames = new Map<string, Window>();
  private readonly pairLimit: number;
  private readonly usernameCeiling: number;
  private readonly windowMs: number;
  private readonly spacingMs: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.pairLimit = options.pairLimit ?? 10;
    this.usernameCeiling = options.usernameCeiling ?? 30;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.spacingMs = options.spacingMs ?? 5_000;
  }

  /**
   * Seconds to wait before this attempt may run, or 0 to run it now. Past the username ceiling an
   * allowed attempt from an unknown device takes the next slot, so attempts stay spaced.
   */
  admit(ip: string, username: string, knownDevice: boolean, now = Date.now()): number {
    const pair = this.current(this.pairs, `${ip}|${username}`, now);
    if (pair && pair.failures >= this.pairLimit) return secondsUntil(pair.startedAt + this.windowMs, now);
    if (knownDevice) return 0;
    const user = this.current(this.usernames, username, now);
    if (!user || user.failures < this.usernameCeiling) return 0;
    if (now < user.nextSlotAt) return secondsUntil(user.nextSlotAt, now);
    user.nextSlotAt = now + this.spacingMs;
    return 0;
  }

  recordFailure(ip: string, username: string, now = Date.now()): void {
    this.count(this.pairs, `${ip}|${username}`, now);
    this.count(this.usernames, username, now);
  }

  /** A correct password clears that address's count; the username's stays, it counts everyone's guesses. */
  recordSuccess(ip: string, username: string): void {
    this.pairs.delete(`${ip}|${username}`);
  }

  private current(windows: Map<string, Window>, key: string, now: number): Window | undefined {
    const window = windows.get(key);
    return window && now - window.startedAt < this.windowMs ? window : undefined;
  }

  private count(windows: Map<string, Window>, key: string, now: number): void {
    const window = this.current(windows, key, now);
    if (window) {
      window.failures += 1;
      return;
    }
    if (windows.size >= MAX_TRACKED) {
      for (const [stale, entry] of windows) if (now - entry.startedAt >= this.windowMs) windows.delete(stale);
    }
    windows.set(key, { startedAt: now, failures: 1, nextSlotAt: 0 });
  }
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));
