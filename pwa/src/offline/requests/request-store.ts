import { customerRequestSummarySchema, entityId, requestMatchSchema, type CustomerRequestSummary, type RequestMatch } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { LedgerLinkDb, RequestPageRow } from '../db';

/**
 * A customer's request page on this device (Dexie `requestPages`): what the server last sent and
 * when. Every read parses the row with the shared schemas; a row that does not parse is deleted
 * (the next refresh brings the page back from the server), so old or damaged data never breaks it.
 */

const requestPageRowSchema = z.object({
  id: entityId,
  request: customerRequestSummarySchema,
  matches: z.array(requestMatchSchema),
  refreshedAt: z.number(),
});

export interface CachedRequestPage {
  request: CustomerRequestSummary;
  /** Oldest first, as the server lists them. */
  matches: RequestMatch[];
  refreshedAt: number;
}

/** The page as this device last read it, or undefined when it holds no readable copy. */
export async function readCachedRequestPage(db: LedgerLinkDb, requestId: string): Promise<CachedRequestPage | undefined> {
  const stored = await db.requestPages.get(requestId);
  const parsed = requestPageRowSchema.safeParse(stored);
  if (!parsed.success) {
    if (stored) void outsideLiveQuery(() => db.requestPages.delete(requestId));
    return undefined;
  }
  const { request, matches, refreshedAt } = parsed.data;
  return { request, matches, refreshedAt };
}

/** Stores a fresh answer of the server in place of the previous copy. */
export async function storeFetchedRequestPage(db: LedgerLinkDb, page: Omit<RequestPageRow, 'id' | 'refreshedAt'>, now: number): Promise<void> {
  await db.requestPages.put({ id: page.request.id, request: page.request, matches: page.matches, refreshedAt: now });
}

/** Forgets the page on this device (the server no longer grants it access). */
export async function clearCachedRequestPage(db: LedgerLinkDb, requestId: string): Promise<void> {
  await db.requestPages.delete(requestId);
}

/**
 * Readers run inside `useLiveQuery`, where Dexie refuses read-write transactions; a timer callback
 * runs outside that zone, so the repair can still happen during the read that found the damage.
 */
function outsideLiveQuery(write: () => Promise<unknown>): Promise<void> {
  return new Promise((resolve) => setTimeout(() => void write().then(() => resolve(), () => resolve()), 0));
}
