/**
 * When to restart a crashed database process, and when to stop trying.
 *
 * Delays double from `initialDelayMs` to `maxDelayMs`, so a one-off crash costs a fraction of a
 * second and a crash loop does not spin. Every crash and every failed restart counts as a failure;
 * more than `maxFailures` within `windowMs` means restarting does not help (disk full, data
 * directory taken, a bug hit on every start) and the owner should give up, e.g. exit so that its
 * supervisor restarts the whole server or alerts someone. Failures age out of the window, so a
 * database that has been running fine for a while starts again from the short delay.
 */
export interface RestartOptions {
  initialDelayMs?: number;
  maxDelayMs?: number;
  maxFailures?: number;
  windowMs?: number;
}

export class RestartPolicy {
  private failures: number[] = [];
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  readonly maxFailures: number;
  readonly windowMs: number;

  constructor(options: RestartOptions = {}) {
    this.initialDelayMs = options.initialDelayMs ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 5_000;
    this.maxFailures = options.maxFailures ?? 8;
    this.windowMs = options.windowMs ?? 60_000;
  }

  /** Records a failure; returns the delay before the next attempt, or undefined to give up. */
  nextDelay(now = Date.now()): number | undefined {
    this.failures = this.failures.filter((at) => now - at < this.windowMs);
    this.failures.push(now);
    if (this.failures.length > this.maxFailures) return undefined;
    return Math.min(this.initialDelayMs * 2 ** (this.failures.length - 1), this.maxDelayMs);
  }
}
