import { moreMatchesResponseSchema, requestPagePath, successMessageSchema, type FieldError } from '@ledgerlink/shared-schema';
import type { LedgerLinkDb, OutboxState } from '../db';
import { enqueue, parseRow, requestActionSchema, requestEntityKey, type OutboxDeps, type RequestAction } from '../outbox';

/**
 * A customer's actions on their request page ("Ask for more matches", "I hired", "Close my
 * request", an edit), offline first: each is queued in the outbox under the request's entity key,
 * so a request's actions reach the server once each, in the order they were made, whenever the
 * device is online (ARCHITECTURE §2). The page reads them back from the outbox: what still waits,
 * what the server refused, and what it answered.
 */

export interface RequestActionItem {
  /** The outbox item's id (its Idempotency-Key). */
  id: string;
  action: RequestAction;
  state: OutboxState;
  /** Sent: the server's answer in words. Refused: why (a 400's message names the field). */
  message?: string;
  /** Epoch ms on this device's clock. */
  sentAt: number | null;
}

/** What the server said to a sent action, in words. */
function answerMessage(action: RequestAction, result: unknown): string | undefined {
  if (action.type === 'edit') return 'Your details are updated.';
  const schema = action.type === 'more-matches' ? moreMatchesResponseSchema : successMessageSchema;
  const parsed = schema.safeParse(result);
  return parsed.success ? parsed.data.message : undefined;
}

/** This request's actions in the outbox, oldest first; rows that do not parse are left out. */
export async function readRequestActions(db: LedgerLinkDb, requestId: string): Promise<RequestActionItem[]> {
  const rows = await db.outbox.where('entityKey').equals(requestEntityKey(requestId)).sortBy('seq');
  const items: RequestActionItem[] = [];
  for (const stored of rows) {
    const row = parseRow(stored);
    if (row?.kind !== 'request-action' || row.payload.requestId !== requestId) continue;
    const action = requestActionSchema.safeParse(row.payload.action);
    if (!action.success) continue;
    const message = row.state === 'sent' ? answerMessage(action.data, row.steps[0]?.result) : (row.lastError ?? undefined);
    items.push({ id: row.id, action: action.data, state: row.state, sentAt: row.sentAt, ...(message ? { message } : {}) });
  }
  return items;
}

export type QueueActionResult = { ok: true } | { ok: false; errors: FieldError[] };

/** Checks the action with the shared request rules and queues it; `label` names it in the outbox panel. */
export async function queueRequestAction(db: LedgerLinkDb, requestId: string, action: RequestAction, label: string, deps: OutboxDeps = {}): Promise<QueueActionResult> {
  const queued = await enqueue(db, { kind: 'request-action', payload: { requestId, action }, origin: { path: requestPagePath(requestId), label } }, deps);
  return queued.ok ? { ok: true } : { ok: false, errors: queued.errors };
}
