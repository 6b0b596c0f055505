import type { Outcome } from './outbox-outcome';
import { retryDelayMs } from './outbox-outcome';
import { stepPayloads } from './outbox-kinds';
import type { OutboxRow, OutboxStep } from '../db';
import { needsAttention } from './outbox-row';

/**
 * The outbox state machine, pure (outbox.ts and replay.ts store what these return). Invariants:
 * - nothing here deletes an item: only the user discards one (outbox.ts `discardItem`);
 * - a step that got a 2xx keeps its result and key forever, so a replay after a half-done flush
 *   sends only the steps after it, with what it returned (hire's businessId);
 * - a step the server refused (4xx) gets a fresh key before it is sent again: the server stored the
 *   refusal under the old key and would replay it, and a refused request created nothing, so a new
 *   key cannot make a duplicate. A step that may have reached the server (network error, 5xx, 429)
 *   keeps its key, so the server recognises the retry.
 */

type Clock = { now: number };

export function markSending(row: OutboxRow, { now }: Clock): OutboxRow {
  return { ...row, state: 'sending', updatedAt: now };
}

export function completeStep(row: OutboxRow, index: number, result: unknown, { now }: Clock): OutboxRow {
  const steps = row.steps.map((step, at): OutboxStep => (at === index ? { ...step, done: true, result } : step));
  if (!steps.every((step) => step.done)) return { ...row, steps, updatedAt: now, inProgressSince: undefined };
  return { ...row, steps, state: 'sent', sentAt: now, updatedAt: now, lastError: null, fieldErrors: [], serverState: undefined, inProgressSince: undefined };
}

export function failAttempt(row: OutboxRow, outcome: Exclude<Outcome, { type: 'success' }>, { now, random }: Clock & { random: () => number }): OutboxRow {
  const base = { ...row, updatedAt: now, lastError: outcome.message, inProgressSince: undefined };
  switch (outcome.type) {
    case 'retry': {
      const attempts = row.attempts + 1;
      const inProgressSince = outcome.inProgress ? (row.inProgressSince ?? now) : undefined;
      return { ...base, state: 'pending', attempts, nextAttemptAt: now + retryDelayMs(attempts, random, outcome.retryAfterMs), unreachable: outcome.unreachable === true, inProgressSince };
    }
    case 'conflict':
      return { ...base, state: 'conflict', serverState: outcome.serverState };
    case 'invalid':
      return { ...base, state: 'invalid', fieldErrors: outcome.fieldErrors };
    case 'rejected':
      return { ...base, state: 'rejected' };
  }
}

/** Resend a refused item now: its first unfinished step gets a fresh key (see the invariants above). */
export function reopen(row: OutboxRow, { now }: Clock): OutboxRow {
  if (!needsAttention(row.state)) return row;
  const first = row.steps.findIndex((step) => !step.done);
  const steps = row.steps.map((step, at) => (at === first ? { ...step, revision: step.revision + 1 } : step));
  return { ...row, steps, state: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, fieldErrors: [], serverState: undefined, inProgressSince: undefined, updatedAt: now };
}

/** Only an item nothing of which can be in flight with its current payload may change it. */
export function isEditable(row: OutboxRow): boolean {
  if (needsAttention(row.state)) return true;
  return row.state === 'pending' && row.attempts === 0 && row.steps.every((step) => !step.done);
}

/**
 * A new payload (already checked against the request rules). A step whose request changed is
 * undone with a fresh key, and so is every later one, which depends on its result; a finished step
 * whose request is unchanged keeps its result (hire keeps its registered business). The item then
 * goes out again at once.
 */
export function replacePayload(row: OutboxRow, payload: OutboxRow['payload'], { now }: Clock): OutboxRow {
  const before = stepPayloads(row.kind, row.payload);
  const after = stepPayloads(row.kind, payload);
  const firstChanged = after.findIndex((part, index) => part !== before[index]);
  const steps = row.steps.map((step, index): OutboxStep => {
    if (firstChanged === -1 || index < firstChanged) return step;
    return { done: false, revision: step.revision + (step.done || needsAttention(row.state) ? 1 : 0) };
  });
  const unchanged = firstChanged === -1;
  const edited = { ...row, payload, steps, updatedAt: now } as OutboxRow;
  // An unchanged payload is a plain resend (which rotates the refused step's key itself).
  if (unchanged) return reopen(edited, { now });
  return { ...edited, state: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, fieldErrors: [], serverState: undefined, inProgressSince: undefined };
}

export const canDiscard = (row: OutboxRow) => row.state !== 'sending';
