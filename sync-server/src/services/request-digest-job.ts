import type { Collections } from '../db/collections';
import type { RequestDigestDoc } from '../db/documents';
import type { Logger } from '../logger';
import { RepeatingRun } from './repeating-run';
import { enqueueMail } from './mail/outbox';
import { composeDigestMail, type DigestContentCollections } from './request-digest-content';
import { NEVER } from './request-digests';
import { loadRequestOfKind } from './request-records';

export interface RequestDigestDeps {
  collections: DigestContentCollections & Pick<Collections, 'requestDigests' | 'outbox' | 'customerOnboardings' | 'bookings'>;
  /** Absolute site address, for the links in mail. */
  publicUrl: string;
}

export interface RequestDigestOptions {
  /** How often each instance looks for due update emails. */
  intervalMs?: number;
  /** The least time between two update emails of one request. */
  minGapMs?: number;
  /** How long a claimed request is reserved; an instance that dies mid-way frees it after this. */
  leaseMs?: number;
  /** Requests handled per run at most, so one run never holds the loop for long. */
  maxPerRun?: number;
  /** The clock of the timer's runs (tests move time by passing `now` to runOnce instead). */
  now?: () => Date;
}

export interface RequestDigestRun {
  /** Update emails queued in the mail outbox. */
  mailed: number;
  /** Pending events dropped: the customer stopped the emails, or the request is gone. */
  dropped: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The customers' update emails (request-digests.ts records what they report), run by every server
 * instance, at most one email per request per `minGapMs` (an hour): events arriving within the
 * hour after an email wait for the next one. Safe with several instances and crashes:
 * - a request is claimed with one atomic findOneAndUpdate (events due, `notBefore` passed, no live
 *   lease) that takes a lease, so one instance composes it at a time;
 * - the events an email reports and its number are fixed on the record before the email is
 *   composed (`sending`), and the email's outbox key is that number (`digest:<request>:<n>`), so a
 *   run that dies after queuing it is finished by the next claim without a second email;
 * - only the reported events leave `pending`, so events recorded while an email is composed wait
 *   for the next one.
 * A request whose customer stopped the emails (`updatesByEmailOffAt`) or that is gone has its events
 * dropped, and no email is counted against its hour.
 */
export class RequestDigestJob {
  private readonly repeating: RepeatingRun;
  private readonly intervalMs: number;
  private readonly minGapMs: number;
  private readonly leaseMs: number;
  private readonly maxPerRun: number;
  private readonly now: () => Date;

  constructor(
    private readonly deps: RequestDigestDeps,
    private readonly logger: Logger,
    options: RequestDigestOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 60_000;
    this.minGapMs = options.minGapMs ?? HOUR_MS;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxPerRun = options.maxPerRun ?? 200;
    this.now = options.now ?? (() => new Date());
    this.repeating = new RepeatingRun(() => this.runOnce(), this.intervalMs, logger, 'update email run failed');
  }

  start(): void {
    this.repeating.start();
  }

  /** No new run starts; resolves when the current one (if any) has finished. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** Queues the update email of every request whose events are due at `now`. */
  async runOnce(now = this.now()): Promise<RequestDigestRun> {
    const run: RequestDigestRun = { mailed: 0, dropped: 0 };
    for (let handled = 0; handled < this.maxPerRun; handled += 1) {
      const record = await this.claimDue(now);
      if (!record) break;
      try {
        run[(await this.mailDigest(record, now)) ? 'mailed' : 'dropped'] += 1;
      } catch (error) {
        // Left leased: a later run retries it when the lease ends. The id only, never personal data.
        this.logger.error('an update email failed', { requestId: record._id.toHexString(), error });
      }
    }
    return run;
  }

  private claimDue(now: Date) {
    return this.deps.collections.requestDigests.findOneAndUpdate(
      { dueAt: { $lte: now }, notBefore: { $lte: now }, leaseUntil: { $lte: now } },
      { $set: { leaseUntil: new Date(now.getTime() + this.leaseMs) } },
      { sort: { dueAt: 1, _id: 1 }, returnDocument: 'after' },
    );
  }

  /** Composes and queues the claimed request's email, or drops its events; true if an email was queued. */
  private async mailDigest(record: RequestDigestDoc, now: Date): Promise<boolean> {
    const { collections, publicUrl } = this.deps;
    // Fixed before composing. Whichever run fixed it first (one whose lease ran out while it worked
    // included) is the email: the key and the events that leave `pending` are always the same pair.
    const current = record.sending ? record : await this.fixSending(record);
    const sending = current.sending ?? { sequence: record.sentCount + 1, eventIds: [] };
    const events = sending.eventIds.flatMap((id) => (current.pending[id] ? [current.pending[id]] : []));
    const request = await loadRequestOfKind(collections, record.requestKind, record._id);
    const message =
      request && !request.doc.updatesByEmailOffAt && events.length > 0 ? await composeDigestMail(collections, publicUrl, request, events, sending.sequence) : undefined;
    // False when a crashed run queued it already: the key is the same, so it is still one email.
    if (message) await enqueueMail(collections.outbox, message, now);
    await this.finish(record, sending, message !== undefined, now);
    return message !== undefined;
  }

  /** Fixes the email's number and events on the record; returns the record as it then stands. */
  private async fixSending(record: RequestDigestDoc): Promise<RequestDigestDoc> {
    const { requestDigests } = this.deps.collections;
    const sending = { sequence: record.sentCount + 1, eventIds: Object.keys(record.pending) };
    await requestDigests.updateOne({ _id: record._id, sending: { $exists: false } }, { $set: { sending } });
    return (await requestDigests.findOne({ _id: record._id })) ?? { ...record, sending };
  }

  /** The reported events leave `pending` and the email is counted; `dueAt` goes only if nothing else is pending. */
  private async finish(record: RequestDigestDoc, sending: NonNullable<RequestDigestDoc['sending']>, mailed: boolean, now: Date): Promise<void> {
    const { requestDigests } = this.deps.collections;
    const reported = Object.fromEntries(sending.eventIds.map((id) => [`pending.${id}`, '']));
    await requestDigests.updateOne({ _id: record._id, 'sending.sequence': sending.sequence }, {
      $unset: { sending: '', ...reported },
      $addToSet: { mailed: { $each: sending.eventIds } },
      $set: { sentCount: sending.sequence, leaseUntil: NEVER, ...(mailed ? { lastSentAt: now, notBefore: new Date(now.getTime() + this.minGapMs) } : {}) },
    } as never);
    await requestDigests.updateOne({ _id: record._id, pending: {} }, { $unset: { dueAt: '' } });
  }
}
