import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { bookingCreateRequestSchema, businessRegisterRequestSchema, customerOnboardingRequestSchema, entityId, leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import { outboxRowSchema, type OutboxRow } from '../../src/offline/db';

/**
 * Outbox rows written straight into a page's IndexedDB, as the app's `enqueue` writes them: for
 * tests and benches that need many queued writes without filling a form for each.
 */

/** The shared request rules a queued payload of each kind must pass (as `enqueue` checks them). */
const PAYLOAD_RULES = {
  questionnaire: customerOnboardingRequestSchema,
  'business-request': businessRegisterRequestSchema,
  hire: z.strictObject({ business: businessRegisterRequestSchema, booking: bookingCreateRequestSchema.omit({ businessId: true }) }),
  'lead-status': z.strictObject({ leadId: entityId, change: leadUpdateRequestSchema.required({ from: true }) }),
};

/** A pending row of `kind`, due now; its payload is checked first, so a rule the server added fails here, not as refusals. */
export function queuedRow(kind: keyof typeof PAYLOAD_RULES, payload: unknown, entityKey?: string): OutboxRow {
  PAYLOAD_RULES[kind].parse(payload);
  const id = randomUUID();
  const now = Date.now();
  return outboxRowSchema.parse({
    id,
    kind,
    entityKey: entityKey ?? `${kind}:${id}`,
    seq: 0, // numbered when stored, after the rows already there
    payload,
    steps: Array.from({ length: kind === 'hire' ? 2 : 1 }, () => ({ done: false, revision: 0 })),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    fieldErrors: [],
    createdAt: now,
    updatedAt: now,
    sentAt: null,
  });
}

/** Stores `rows` in the page's outbox, queued after what it already holds. */
export function storeQueuedRows(page: Page, rows: OutboxRow[]): Promise<void> {
  return page.evaluate(
    (queued) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ledgerlink');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
          const all = store.getAll();
          all.onsuccess = () => {
            let seq = 0;
            for (const existing of all.result as { seq: number }[]) seq = Math.max(seq, existing.seq);
            for (const row of queued) {
              seq += 1;
              store.put({ ...row, seq });
            }
            store.transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
            store.transaction.onerror = () => reject(store.transaction.error);
          };
        };
      }),
    rows,
  );
}
