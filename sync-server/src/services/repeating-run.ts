import type { Logger } from '../logger';

/**
 * A background job's timer (lead expiry, update emails, the mail worker): runs `run` at once, then
 * `intervalMs` after each run ends, so runs never overlap; a failed run is logged as `failure` and
 * the next one comes as usual. `stop` lets the current run finish and starts no other.
 */
export class RepeatingRun {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly logger: Logger,
    private readonly failure: string,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.run()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error(this.failure, { error }))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** No new run starts; resolves when the current one (if any) has finished. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
