import { isEmailAddress } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { Logger } from '../../logger';
import { RepeatingRun } from '../repeating-run';
import type { OutboxMessageDoc } from '../../db/documents';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  pollMs?: number;
  maxAttempts?: number;
  /** First retry delay; doubles with each failed attempt. */
  backoffMs?: number;
  /** How long a taken message is reserved; a worker that dies mid-send frees it after this. */
  leaseMs?: number;
}

/**
 * Sends queued mail one message at a time. A message is taken with one atomic update (so several
 * server instances never send the same message concurrently), retried with exponential backoff on
 * transport errors and marked failed after `maxAttempts`.
 */
export class MailWorker {
  private readonly repeating: RepeatingRun;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly outbox: Collection<OutboxMessageDoc>,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoffMs = options.backoffMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.repeating = new RepeatingRun(() => this.drain(), this.pollMs, logger, 'mail worker failed');
  }

  start(): void {
    this.repeating.start();
  }

  /** No new run starts; resolves when the current one (if any) has finished. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** Sends everything due now; returns how many messages were sent. */
  async drain(now = () => new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const message = await this.take(now());
      if (!message) return sent;
      if (await this.deliver(message, now())) sent += 1;
    }
  }

  private take(now: Date) {
    return this.outbox.findOneAndUpdate(
      { status: { $in: ['pending', 'sending'] }, nextAttemptAt: { $lte: now } },
      { $set: { status: 'sending', nextAttemptAt: new Date(now.getTime() + this.leaseMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: 'after' },
    );
  }

  private async deliver(message: OutboxMessageDoc, now: Date): Promise<boolean> {
    if (!isEmailAddress(message.to)) {
      // Never retried: no later attempt can make a bad address good.
      await this.outbox.updateOne({ _id: message._id }, { $set: { status: 'failed', lastError: 'invalid recipient address' } });
      this.logger.warn('mail refused: invalid recipient address', { messageId: message._id.toHexString() });
      return false;
    }
    try {
      await this.transport.send({
        messageId: `<${message.key.replace(/[^a-zA-Z0-9._-]/g, '.')}@ledgerlink.app>`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await this.outbox.updateOne({ _id: message._id }, { $set: { status: 'sent', sentAt: new Date() }, $unset: { lastError: '' } });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = message.attempts >= this.maxAttempts;
      const retryAt = new Date(now.getTime() + this.backoffMs * 2 ** (message.attempts - 1));
      await this.outbox.updateOne(
        { _id: message._id },
        { $set: { status: failed ? 'failed' : 'pending', nextAttemptAt: retryAt, lastError: reason } },
      );
      // The message id and key only: addresses are personal data.
      this.logger.warn(failed ? 'mail failed for good' : 'mail will be retried', { messageId: message._id.toHexString(), attempts: message.attempts, reason });
      return false;
    }
  }
}
