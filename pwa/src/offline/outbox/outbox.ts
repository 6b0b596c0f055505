import type { FieldError } from '@ledgerlink/shared-schema';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { outboxRowSchema, type LedgerLinkDb, type OutboxRow } from '../db';
import { entityKeyFor, requestErrors, stepCount, type OutboxInput } from './outbox-kinds';
import type { OutboxItem } from './outbox-row';
import { canDiscard, isEditable, reopen, replacePayload } from './outbox-state';

/**
 * The one outbox of public writes (ARCHITECTURE §2), as the UI uses it: queue, list, resend, edit,
 * discard. Sending is replay.ts's. Reads are plain Dexie queries, so a `useLiveQuery` over them
 * re-runs whenever the outbox changes (in this tab, another tab or the service worker).
 *
 * A row that does not parse is left where it is and not listed: it may be a write an older or newer
 * app version queued, and deleting it would lose that write.
 */

export interface OutboxDeps {
  now?: () => number;
  newId?: () => string;
}

export type EnqueueResult = { ok: true; item: OutboxItem } | { ok: false; errors: FieldError[] };

/** Check `input` with the shared request rules, then queue it for the next replay. */
export async function enqueue(db: LedgerLinkDb, input: OutboxInput, { now = Date.now, newId = newIdempotencyKey }: OutboxDeps = {}): Promise<EnqueueResult> {
  const errors = requestErrors(input.kind, input.payload);
  if (errors) return { ok: false, errors };
  const id = newId();
  const at = now();
  const row = await db.transaction('rw', db.outbox, async () => {
    const last = await db.outbox.orderBy('seq').last();
    const parsed = outboxRowSchema.parse({
      id,
      kind: input.kind,
      entityKey: entityKeyFor(input, id),
      seq: (last?.seq ?? 0) + 1,
      payload: input.payload,
      steps: Array.from({ length: stepCount(input.kind) }, () => ({ done: false, revision: 0 })),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      fieldErrors: [],
      createdAt: at,
      updatedAt: at,
      sentAt: null,
      ...(input.origin ? { origin: input.origin } : {}),
    });
    await db.outbox.add(parsed);
    return parsed;
  });
  return { ok: true, item: row };
}

/** Every readable item in the order they were queued. */
export async function listOutbox(db: LedgerLinkDb): Promise<OutboxItem[]> {
  return readOutboxRows(db);
}

export async function getOutboxItem(db: LedgerLinkDb, id: string): Promise<OutboxItem | undefined> {
  return parseRow(await db.outbox.get(id));
}

/** How many items are still to be sent (for a badge), and how many wait for the user. */
export async function countOutbox(db: LedgerLinkDb): Promise<{ waiting: number; needsAttention: number }> {
  const [waiting, needsAttention] = await Promise.all([
    db.outbox.where('state').anyOf('pending', 'sending').count(),
    db.outbox.where('state').anyOf('conflict', 'invalid', 'rejected').count(),
  ]);
  return { waiting, needsAttention };
}

/** Send a conflicted, invalid or rejected item again as it is. False if it is not waiting for the user. */
export function resendItem(db: LedgerLinkDb, id: string, { now = Date.now }: OutboxDeps = {}): Promise<boolean> {
  return updateRow(db, id, (row) => (row.state === 'pending' || row.state === 'sending' || row.state === 'sent' ? null : reopen(row, { now: now() })));
}

export type EditResult = { ok: true } | { ok: false; errors: FieldError[] } | { ok: false; reason: 'not-editable' | 'not-found' };

/**
 * Replace an item's payload (checked with the shared request rules first) and send it again. Only
 * an item the server refused, or one never sent, can be edited: anything else may be in flight.
 */
export async function editAndResend(db: LedgerLinkDb, id: string, payload: OutboxInput['payload'], { now = Date.now }: OutboxDeps = {}): Promise<EditResult> {
  const current = parseRow(await db.outbox.get(id));
  if (!current) return { ok: false, reason: 'not-found' };
  const errors = requestErrors(current.kind, payload);
  if (errors) return { ok: false, errors };
  const changed = await updateRow(db, id, (row) => (isEditable(row) ? replacePayload(row, payload as OutboxRow['payload'], { now: now() }) : null));
  return changed ? { ok: true } : { ok: false, reason: 'not-editable' };
}

/** Remove an item for good (the UI asks for confirmation). An item being sent right now cannot be. */
export async function discardItem(db: LedgerLinkDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = parseRow(await db.outbox.get(id));
    if (row && !canDiscard(row)) return false;
    await db.outbox.delete(id);
    return true;
  });
}

// ---- rows (shared with replay.ts) ----

export function parseRow(row: unknown): OutboxRow | undefined {
  if (row === undefined) return undefined;
  const parsed = outboxRowSchema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}

export async function readOutboxRows(db: LedgerLinkDb): Promise<OutboxRow[]> {
  const rows = await db.outbox.orderBy('seq').toArray();
  return rows.map(parseRow).filter((row) => row !== undefined);
}

/** Read-modify-write of one row in a transaction; `change` returns null to leave it as it is. */
export async function updateRow(db: LedgerLinkDb, id: string, change: (row: OutboxRow) => OutboxRow | null): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = parseRow(await db.outbox.get(id));
    const next = row && change(row);
    if (!next) return false;
    await db.outbox.put(next);
    return true;
  });
}
