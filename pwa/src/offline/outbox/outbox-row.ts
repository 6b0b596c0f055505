import type { OutboxRow, OutboxState } from '../db';

/**
 * What the UI sees of an item: the stored row (db.ts `outboxRowSchema`) as it is. Its only secret is
 * a sent form's request page link in the answer (request-link.ts), the customer's own on their device.
 */
export type OutboxItem = OutboxRow;

/** The states that wait for the user (resend, edit or discard). */
export const ATTENTION_STATES: readonly OutboxState[] = ['conflict', 'invalid', 'rejected'];
export const needsAttention = (state: OutboxState) => ATTENTION_STATES.includes(state);

/**
 * The Idempotency-Key of one step: the item id itself for a one-request item, else the id plus the
 * step number, so hire's two calls never share a key. A resent refused step gets `-r{revision}`:
 * the server stored its refusal under the old key and would replay it for the same key.
 */
export function stepIdempotencyKey(row: Pick<OutboxRow, 'id' | 'steps'>, index: number): string {
  const step = row.steps[index];
  const base = row.steps.length === 1 ? row.id : `${row.id}-${index + 1}`;
  return step && step.revision > 0 ? `${base}-r${step.revision}` : base;
}
