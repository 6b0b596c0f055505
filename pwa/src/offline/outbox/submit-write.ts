import type { FieldError } from '@ledgerlink/shared-schema';
import { db } from '../db';
import { editAndResend, enqueue, getOutboxItem } from './outbox';
import type { OutboxInput } from './outbox-kinds';
import type { OutboxItem } from './outbox-row';
import { registerOutboxSync, replayNow } from './replay-requests';
import { persistStorageAfterWrite } from '../../lib/persistent-storage';
import { submitOutcomeOf, type SubmitOutcome } from './submit-outcome';

/**
 * A form's one way to send (ARCHITECTURE §2): queue the write, then replay at once and wait a
 * little for this item's answer, so online the form shows its usual success or the server's field
 * messages, and offline (or when the server cannot be reached in time) it says the write is saved on
 * this device. Either way the item stays in the outbox until the server accepts it or the user discards it.
 */

/** How long a form waits for the immediate replay before it says "saved on this device". */
export const ANSWER_WAIT_MS = 4_000;

export type SubmitResult = SubmitOutcome | { status: 'invalid-input'; errors: FieldError[] };

/** Queue a new write. `id` reuses a key the form already holds (the questionnaire draft's), so a double submit queues once. */
export async function submitWrite(input: OutboxInput, { id }: { id?: string } = {}): Promise<SubmitResult> {
  const existing = id ? await getOutboxItem(db, id) : undefined;
  if (existing) return settle(existing.id);
  const queued = await enqueue(db, input, id ? { newId: () => id } : {});
  if (!queued.ok) return { status: 'invalid-input', errors: queued.errors };
  void persistStorageAfterWrite();
  void registerOutboxSync();
  return settle(queued.item.id);
}

/**
 * Send an item the server refused again with the user's corrected payload. An item that is no
 * longer editable (already sent, or on its way) is reported as it stands; a discarded one is queued anew.
 */
export async function resubmitWrite(id: string, input: OutboxInput): Promise<SubmitResult> {
  const edited = await editAndResend(db, id, input.payload);
  if (edited.ok) return settle(id);
  if ('errors' in edited) return { status: 'invalid-input', errors: edited.errors };
  if (edited.reason === 'not-found') return submitWrite(input);
  const item = await getOutboxItem(db, id);
  return item ? submitOutcomeOf(item) : submitWrite(input);
}

async function settle(id: string): Promise<SubmitResult> {
  await Promise.race([replayNow().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ANSWER_WAIT_MS))]);
  const item: OutboxItem | undefined = await getOutboxItem(db, id);
  // Unreadable now means another app version rewrote it; it is still in the outbox, so say queued.
  return item ? submitOutcomeOf(item) : { status: 'queued', id };
}
