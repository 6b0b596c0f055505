import type { LeadStatus } from '@ledgerlink/shared-schema';
import { db } from '../db';
import { applyLeadChange, settleLeadChanges, type ApplyResult, type LeadChangeOutcome } from './lead-changes';
import { refreshDashboard, type RefreshResult } from './lead-refresh';
import { clearCachedDashboard, readCachedDashboard, readLeadRows, type CachedDashboard } from './lead-store';
import { parseRow } from '../outbox';
import { onReplayed, registerOutboxSync, replayNow } from '../outbox';

/**
 * The provider dashboard's door to the offline copy, over the app's database: what the
 * dashboard feature calls, so it never touches Dexie itself.
 */

export interface DashboardView {
  dashboard: CachedDashboard | null;
  /** Some unsent change has the server's answer in the outbox: time to `settleProviderLeads`. */
  answered: boolean;
}

/**
 * The cached dashboard (null without one) and whether answers wait to be settled. It reads the
 * outbox too, so a live query over it follows replays made in this page or another tab; the
 * worker's replays are caught by `watchLeadChangeAnswers`.
 */
export async function readDashboardView(providerId: string): Promise<DashboardView> {
  const dashboard = (await readCachedDashboard(db, providerId)) ?? null;
  const waiting = (await readLeadRows(db, providerId)).flatMap((row) => row.pending.map((change) => change.outboxId));
  const items = await db.outbox.bulkGet(waiting);
  const answered = items.some((stored) => {
    const item = parseRow(stored);
    return item?.state !== 'pending' && item?.state !== 'sending';
  });
  return { dashboard, answered };
}

export const refreshProviderDashboard = (providerId: string): Promise<RefreshResult> => refreshDashboard(db, providerId);

export const settleProviderLeads = (providerId: string): Promise<LeadChangeOutcome[]> => settleLeadChanges(db, providerId);

/**
 * Folds the server's answers into this provider's leads after every replay pass the page runs or
 * asks the worker for (its own, the outbox's timers and triggers), and reports what they were.
 * Settling is one transaction that removes what it reports, so each answer is reported once.
 */
export function watchLeadChangeAnswers(providerId: string, report: (outcomes: LeadChangeOutcome[]) => void): () => void {
  return onReplayed(() => void settleLeadChanges(db, providerId).then(report, () => undefined));
}

/** Sends what the outbox holds now (through the worker when one controls the page). */
export const sendLeadChanges = (): Promise<unknown> => replayNow().catch(() => undefined);

/** Applies the change here at once and queues it; `sendLeadChanges` sends it. */
export async function changeLeadStatus(providerId: string, leadId: string, status: LeadStatus): Promise<ApplyResult> {
  const applied = await applyLeadChange(db, providerId, leadId, status);
  // Background Sync (Chromium) sends it even if the page is closed before the connection returns.
  if (applied.ok) void registerOutboxSync();
  return applied;
}

/** How many changes of this dashboard are not yet accepted by the server. */
export async function countUnsentLeadChanges(providerId: string): Promise<number> {
  return (await readLeadRows(db, providerId)).reduce((sum, row) => sum + row.pending.length, 0);
}

export const forgetDashboard = (providerId: string): Promise<void> => clearCachedDashboard(db, providerId);
