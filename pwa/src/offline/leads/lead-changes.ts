import { leadActionsFor, leadResponseSchema, leadSchema, type Lead, type LeadStatus, type LeadWithBusiness } from '@ledgerlink/shared-schema';
import type { LedgerLinkDb, LeadRow, PendingLeadChange } from '../db';
import { parseLeadRow, readLeadRows, toDashboardLead } from './lead-store';
import { enqueue, parseRow, type OutboxDeps } from '../outbox';

/**
 * A provider's lead status changes, offline first (ARCHITECTURE §2): a change shows on the
 * lead at once, marked pending, and goes to the server through the outbox as `{status, from}`.
 * Once the outbox has the server's answer, `settleLeadChanges` folds it into the stored lead:
 * accepted -> the server's lead; 409 -> the lead as the server holds it now, and the change (with
 * any made after it on this device, which built on it) leaves the outbox, since the dashboard
 * has shown the outcome and there is nothing to resend; refused otherwise -> the server's copy again,
 * and the item stays in the outbox for the user to resend or discard.
 * Invariant: a row's `pending` lists its outbox items in queue order, so they settle in that order.
 */

export type LeadChangeOutcome =
  | { type: 'sent'; leadId: string }
  | { type: 'conflict'; leadId: string; message: string }
  | { type: 'failed'; leadId: string; message: string };

export type ApplyResult = { ok: true } | { ok: false; message: string };

/** Who a lead is from, for the outbox panel's label. */
const leadName = (lead: LeadWithBusiness) => lead.business?.companyName ?? lead.customer?.email ?? lead.contactEmail ?? 'a customer';
const statusWord = (status: LeadStatus) => status[0]!.toUpperCase() + status.slice(1);

/** Applies `status` to the lead on this device and queues it for the server. */
export function applyLeadChange(db: LedgerLinkDb, providerId: string, leadId: string, status: LeadStatus, deps: OutboxDeps = {}): Promise<ApplyResult> {
  return db.transaction('rw', db.leads, db.outbox, async (): Promise<ApplyResult> => {
    const row = parseLeadRow(await db.leads.get(leadId));
    if (!row || row.providerId !== providerId) return { ok: false, message: 'This lead is no longer on this device' };
    // The status the user sees (their own unsent change included) is the one the change starts from.
    const { lead } = toDashboardLead(row);
    if (!leadActionsFor(lead).some((action) => action.to === status)) return { ok: false, message: `A ${lead.status} lead cannot become ${status}` };
    const queued = await enqueue(
      db,
      {
        kind: 'lead-status',
        payload: { leadId, change: { status, from: lead.status } },
        origin: { path: `/dashboard/${providerId}`, label: `Lead from ${leadName(lead)}: ${statusWord(status)}` },
      },
      deps,
    );
    if (!queued.ok) return { ok: false, message: queued.errors.map((error) => error.message).join('; ') };
    await db.leads.put({ ...row, pending: [...row.pending, { outboxId: queued.item.id, status, from: lead.status }] });
    return { ok: true };
  });
}

/** What a 409 tells the provider: the lead's state on the server, which another device (or the deadline) set. */
export function conflictMessage(lead: Pick<Lead, 'status' | 'expiredAt'>): string {
  if (lead.expiredAt) return 'This lead expired before it was answered and was offered to another professional';
  return `This lead was already marked ${statusWord(lead.status)} on another device`;
}

/** The server's lead over the stored one (keeping the business or customer the lead route does not send). */
const withServerLead = (stored: LeadWithBusiness, server: Lead): LeadWithBusiness => ({ ...stored, ...server });

/** Folds every answered change of the provider's leads into their rows; returns what happened, in order. */
export function settleLeadChanges(db: LedgerLinkDb, providerId: string): Promise<LeadChangeOutcome[]> {
  return db.transaction('rw', db.leads, db.outbox, async () => {
    const outcomes: LeadChangeOutcome[] = [];
    for (const row of await readLeadRows(db, providerId)) {
      if (row.pending.length === 0) continue;
      const settled = await settleRow(db, row);
      if (settled.outcomes.length === 0 && settled.row.pending.length === row.pending.length) continue;
      await db.leads.put(settled.row);
      outcomes.push(...settled.outcomes);
    }
    return outcomes;
  });
}

async function settleRow(db: LedgerLinkDb, row: LeadRow): Promise<{ row: LeadRow; outcomes: LeadChangeOutcome[] }> {
  let lead = row.lead;
  const pending: PendingLeadChange[] = [...row.pending];
  const outcomes: LeadChangeOutcome[] = [];
  while (pending.length > 0) {
    const item = parseRow(await db.outbox.get(pending[0]!.outboxId));
    if (item?.state === 'pending' || item?.state === 'sending') break;
    const change = pending.shift()!;
    // Discarded in the outbox panel: the change was never made.
    if (!item) continue;
    if (item.state === 'sent') {
      const answer = leadResponseSchema.safeParse(item.steps[0]?.result);
      lead = answer.success ? withServerLead(lead, answer.data.lead) : { ...lead, status: change.status };
      outcomes.push({ type: 'sent', leadId: row.id });
      continue;
    }
    // Refused: the changes queued after it started from its status, so they go too.
    const later = pending.splice(0);
    if (item.state === 'conflict') {
      const current = leadSchema.safeParse(item.serverState);
      if (current.success) lead = withServerLead(lead, current.data);
      await db.outbox.bulkDelete([item.id, ...later.map((next) => next.outboxId)]);
      outcomes.push({ type: 'conflict', leadId: row.id, message: current.success ? conflictMessage(current.data) : (item.lastError ?? 'This lead was changed on another device') });
    } else {
      await db.outbox.bulkDelete(later.map((next) => next.outboxId));
      outcomes.push({ type: 'failed', leadId: row.id, message: item.lastError ?? 'Failed to update lead status' });
    }
  }
  return { row: { ...row, lead, pending }, outcomes };
}
