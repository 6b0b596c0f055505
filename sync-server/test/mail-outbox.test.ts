import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../src/db/collections';
import { CLIENT_OPTIONS } from '../src/db/connect';
import { ensureIndexes } from '../src/db/indexes';
import { silentLogger } from '../src/logger';
import { enqueueMail } from '../src/services/mail/outbox';
import type { MailTransport, OutgoingMail } from '../src/services/mail/transport';
import { MailWorker } from '../src/services/mail/worker';
import { openTestDatabase, type TestDatabase } from './support/database';

/** A transport that fails the first `failures` sends, then records what it sends. */
function flakyTransport(failures: number): MailTransport & { sent: OutgoingMail[] } {
  let left = failures;
  const sent: OutgoingMail[] = [];
  return {
    description: 'test',
    sent,
    async send(mail) {
      if (left > 0) {
        left -= 1;
        throw new Error('connection refused');
      }
      sent.push(mail);
    },
  };
}

const message = (key: string) => ({ key, to: 'someone@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });

describe('the mail outbox worker', () => {
  let database: TestDatabase;
  const outbox = () => collections(database.db).outbox;
  beforeAll(async () => {
    database = await openTestDatabase({ clientOptions: CLIENT_OPTIONS });
    await ensureIndexes(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await outbox().deleteMany({});
  });

  it('queues a message once per key', async () => {
    expect(await enqueueMail(outbox(), message('a'))).toBe(true);
    expect(await enqueueMail(outbox(), message('a'))).toBe(false);
    expect(await outbox().countDocuments()).toBe(1);
  });

  it('never queues or sends to anything but one plain address', async () => {
    for (const to of ['a@x.io, b@y.io', 'a@x.io\nBcc: c@z.io', 'Team: a@x.io, b@y.io;']) {
      expect(await enqueueMail(outbox(), { ...message(`bad:${to}`), to })).toBe(false);
    }
    expect(await outbox().countDocuments()).toBe(0);
    // A row an older version stored is failed for good, never handed to the transport.
    await enqueueMail(outbox(), message('legacy'));
    await outbox().updateOne({ key: 'legacy' }, { $set: { to: 'a@x.io, b@y.io' } });
    const transport = flakyTransport(0);
    expect(await new MailWorker(outbox(), transport, silentLogger).drain()).toBe(0);
    expect(transport.sent).toEqual([]);
    expect(await outbox().findOne({ key: 'legacy' })).toMatchObject({ status: 'failed', lastError: 'invalid recipient address' });
  });

  it('retries a failed send with a doubling delay, then sends it once', async () => {
    const transport = flakyTransport(2);
    const worker = new MailWorker(outbox(), transport, silentLogger, { backoffMs: 1000 });
    const start = new Date('2026-01-01T00:00:00Z');
    await enqueueMail(outbox(), message('retry'), start);

    expect(await worker.drain(() => start)).toBe(0);
    expect(await outbox().findOne({ key: 'retry' })).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused', nextAttemptAt: new Date(start.getTime() + 1000) });
    // Not due yet: nothing happens.
    expect(await worker.drain(() => new Date(start.getTime() + 999))).toBe(0);
    expect(await worker.drain(() => new Date(start.getTime() + 1000))).toBe(0);
    expect(await outbox().findOne({ key: 'retry' })).toMatchObject({ attempts: 2, nextAttemptAt: new Date(start.getTime() + 1000 + 2000) });
    expect(await worker.drain(() => new Date(start.getTime() + 3000))).toBe(1);
    expect(await outbox().findOne({ key: 'retry' })).toMatchObject({ status: 'sent', attempts: 3 });
    expect(transport.sent).toHaveLength(1);
    expect(await worker.drain(() => new Date(start.getTime() + 99_999))).toBe(0);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const worker = new MailWorker(outbox(), flakyTransport(99), silentLogger, { backoffMs: 1, maxAttempts: 3 });
    await enqueueMail(outbox(), message('doomed'), new Date(0));
    for (let i = 0; i < 5; i += 1) await worker.drain(() => new Date(Date.now() + 3_600_000));
    expect(await outbox().findOne({ key: 'doomed' })).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection refused' });
  });

  it('never sends a message twice when two workers run at once', async () => {
    const transport = flakyTransport(0);
    const workers = [0, 1].map(() => new MailWorker(outbox(), transport, silentLogger));
    await Promise.all(Array.from({ length: 20 }, (_, i) => enqueueMail(outbox(), message(`m${i}`), new Date(0))));
    const counts = await Promise.all(workers.map((worker) => worker.drain()));
    expect(counts[0]! + counts[1]!).toBe(20);
    expect(new Set(transport.sent.map((mail) => mail.messageId)).size).toBe(20);
    expect(transport.sent).toHaveLength(20);
  });
});
