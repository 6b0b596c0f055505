import { entityId, fieldErrorSchema, idempotencyKeySchema, LEAD_STATUSES } from '@ledgerlink/shared-schema';
import { z } from 'zod';

/**
 * The stored shape of one queued public write (ARCHITECTURE §2, write path). Rows are outside input
 * when read back (another tab, an older app version), so every reader parses them with
 * `outboxRowSchema`. Payloads are checked for structure only: the request rules were applied when
 * the item was queued, and a rule that depends on time (a start date that has since passed) must
 * never make a queued write unreadable — the server answers that with a 400 the user can fix.
 */

export const OUTBOX_KINDS = ['questionnaire', 'business-request', 'hire', 'lead-status'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * pending: waiting to be sent (now or at `nextAttemptAt`); sending: a replay holds it (a row left in
 * this state by a closed tab is picked up again, since only one replay runs at a time); sent: every
 * step got a 2xx; conflict: 409/412 with the server's current state; invalid: 400/422 with field
 * messages; rejected: any other 4xx. The last three wait for the user (resend, edit or discard).
 */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'conflict', 'invalid', 'rejected'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const ATTENTION_STATES: readonly OutboxState[] = ['conflict', 'invalid', 'rejected'];
export const needsAttention = (state: OutboxState) => ATTENTION_STATES.includes(state);

const jsonObject = z.record(z.string(), z.unknown());

/** A lead status change: the lead, and the compare-and-set pair the server checks (`from` is required offline). */
export const storedLeadStatusPayloadSchema = z.object({
  leadId: entityId,
  change: z.object({ status: z.enum(LEAD_STATUSES), from: z.enum(LEAD_STATUSES) }),
});

/** One request of an item. `revision` rises when a refused step is resent, so it gets a fresh key. */
export const outboxStepSchema = z.object({
  done: z.boolean(),
  revision: z.number().int().min(0),
  /** The parsed 2xx body (the thank-you page's ids; hire's step 2 reads step 1's businessId). */
  result: z.unknown().optional(),
});
export type OutboxStep = z.infer<typeof outboxStepSchema>;

const common = {
  id: idempotencyKeySchema,
  /** Items with the same entity key are sent in `seq` order (a lead's status changes). */
  entityKey: z.string().min(1),
  seq: z.number().int(),
  steps: z.array(outboxStepSchema).min(1),
  state: z.enum(OUTBOX_STATES),
  /** Failed attempts since the item was queued or last resent (drives the backoff). */
  attempts: z.number().int().min(0),
  /** Epoch ms; device clock, local scheduling only. */
  nextAttemptAt: z.number(),
  lastError: z.string().nullable(),
  /** The last attempt never reached the server (offline): its wait ends as soon as the device is online. */
  unreachable: z.boolean().optional(),
  /** The server's field messages of a 400/422, for the form to show beside its fields. */
  fieldErrors: z.array(fieldErrorSchema),
  /** The server's current state sent with a 409 (the lead as it is now), for the user to compare. */
  serverState: z.unknown().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  sentAt: z.number().nullable(),
  /** Where the write was made: the form to reopen for an edit, and how the outbox panel names it. */
  origin: z.object({ path: z.string().startsWith('/'), label: z.string().min(1) }).optional(),
};
export type OutboxOrigin = NonNullable<z.infer<typeof outboxRowSchema>['origin']>;

export const outboxRowSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('questionnaire'), payload: jsonObject }),
  z.object({ ...common, kind: z.literal('business-request'), payload: jsonObject }),
  z.object({ ...common, kind: z.literal('hire'), payload: z.object({ business: jsonObject, booking: jsonObject }) }),
  // No credentials are stored: the lead route accepts the dashboard's session cookie, which the
  // page and the service worker send with every same-origin request.
  z.object({ ...common, kind: z.literal('lead-status'), payload: storedLeadStatusPayloadSchema }),
]);
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** What the UI sees of an item: the stored row as it is (it holds no secrets). */
export type OutboxItem = OutboxRow;

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
