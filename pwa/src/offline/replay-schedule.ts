import type { OutboxRow } from './outbox-row';

/**
 * When the next replay is due (pure): the earliest `nextAttemptAt` of an item still to be sent, so
 * a write that got a 5xx goes again when its backoff ends rather than at the next page trigger.
 * Undefined when nothing waits to be sent.
 */
export function nextDueAt(rows: readonly Pick<OutboxRow, 'state' | 'nextAttemptAt'>[]): number | undefined {
  let due: number | undefined;
  for (const row of rows) {
    if (row.state !== 'pending' && row.state !== 'sending') continue;
    if (due === undefined || row.nextAttemptAt < due) due = row.nextAttemptAt;
  }
  return due;
}

/** The wait before that replay: not in the past, and never past `ceilingMs` (the pages' interval covers the rest). */
export function delayUntil(due: number | undefined, now: number, ceilingMs: number): number | undefined {
  if (due === undefined) return undefined;
  return Math.min(Math.max(0, due - now), ceilingMs);
}
