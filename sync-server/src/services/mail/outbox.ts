import { isEmailAddress } from '@ledgerlink/shared-schema';
import { MongoBulkWriteError, MongoServerError, ObjectId, type Collection } from 'mongodb';
import type { OutboxMessageDoc } from '../../db/documents';

/**
 * The mail outbox (ARCHITECTURE §3): messages are written to MongoDB in the same request that
 * causes them and sent later by the worker, so a slow or failing mail server never fails a request
 * and no message is lost on a restart. `key` is unique per message: enqueueing twice is a no-op.
 */
export interface MailMessage {
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * True if the message was queued now, false if a message with this key already existed or the
 * recipient is not one plain address. Request schemas already refuse such addresses; this guards
 * data stored by an older version, so a list or an injected header can never reach a To line.
 */
export async function enqueueMail(outbox: Collection<OutboxMessageDoc>, message: MailMessage, now = new Date()): Promise<boolean> {
  if (!isEmailAddress(message.to)) return false;
  try {
    await outbox.insertOne({ _id: new ObjectId(), ...message, status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now });
    return true;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return false;
    throw error;
  }
}

/**
 * Many messages in one write (a bulk approval): as `enqueueMail` for each, a message whose key is
 * already queued is skipped and the others are still queued. Returns how many were queued now.
 */
export async function enqueueMails(outbox: Collection<OutboxMessageDoc>, messages: MailMessage[], now = new Date()): Promise<number> {
  const docs = messages.filter((message) => isEmailAddress(message.to)).map((message) => ({ _id: new ObjectId(), ...message, status: 'pending' as const, attempts: 0, nextAttemptAt: now, createdAt: now }));
  if (docs.length === 0) return 0;
  try {
    return (await outbox.insertMany(docs, { ordered: false })).insertedCount;
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (writeErrors.some((writeError) => writeError.code !== 11000)) throw error;
    return docs.length - writeErrors.length;
  }
}
