import { isEmailAddress } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId, type Collection } from 'mongodb';
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
