import {
  entityId,
  idempotencyKeySchema,
  LEAD_STATUSES,
  leadWithBusinessSchema,
  publicBookkeeperSchema,
  type LeadWithBusiness,
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { DashboardRow, LeadRow, LedgerLinkDb } from '../db';
import { parseRow } from '../outbox';

/**
 * The provider dashboard's offline copy (Dexie `leads` and `dashboards`): what the server
 * last sent, and the status changes made on this device since (lead-changes.ts). Every read parses
 * its rows with the shared schemas; a row that does not parse is deleted (the next refresh brings
 * the lead back from the server), so old or damaged data never breaks the page.
 */

const pendingChangeSchema = z.object({ outboxId: idempotencyKeySchema, status: z.enum(LEAD_STATUSES), from: z.enum(LEAD_STATUSES) });
const leadRowSchema = z.object({ id: entityId, providerId: entityId, lead: leadWithBusinessSchema, pending: z.array(pendingChangeSchema) });
const dashboardRowSchema = z.object({ providerId: entityId, provider: publicBookkeeperSchema, responseHours: z.number().positive(), refreshedAt: z.number() });

/** A lead as the dashboard shows it: the local changes applied, and whether any is still unsent. */
export interface DashboardLead {
  lead: LeadWithBusiness;
  pending: boolean;
}

export interface CachedDashboard {
  provider: PublicBookkeeper;
  responseHours: number;
  refreshedAt: number;
  /** Newest first, as the server lists them. */
  leads: DashboardLead[];
}

/** The lead with this device's latest unsent status on top of the server's copy. */
export function toDashboardLead(row: LeadRow): DashboardLead {
  const latest = row.pending.at(-1);
  return { lead: latest ? { ...row.lead, status: latest.status } : row.lead, pending: latest !== undefined };
}

/** Parses one stored lead row; undefined when it does not parse. */
export function parseLeadRow(row: unknown): LeadRow | undefined {
  const parsed = leadRowSchema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}

/** Every readable lead row of a provider; unreadable ones are deleted. */
export async function readLeadRows(db: LedgerLinkDb, providerId: string): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  const corrupt: string[] = [];
  for (const stored of await db.leads.where('providerId').equals(providerId).toArray()) {
    const row = parseLeadRow(stored);
    if (row) rows.push(row);
    // Rows come from the `id`-keyed table, so each has its key, whatever else is wrong with it.
    else corrupt.push((stored as { id: string }).id);
  }
  if (corrupt.length) void outsideLiveQuery(() => db.leads.bulkDelete(corrupt));
  return rows;
}

/** The dashboard as this device last saw it, or undefined when it holds no readable copy. */
export async function readCachedDashboard(db: LedgerLinkDb, providerId: string): Promise<CachedDashboard | undefined> {
  const stored = await db.dashboards.get(providerId);
  const parsed = dashboardRowSchema.safeParse(stored);
  if (!parsed.success) {
    if (stored) void outsideLiveQuery(() => db.dashboards.delete(providerId));
    return undefined;
  }
  const leads = (await readLeadRows(db, providerId)).map(toDashboardLead).sort((a, b) => b.lead.createdAt.localeCompare(a.lead.createdAt));
  const { provider, responseHours, refreshedAt } = parsed.data;
  return { provider, responseHours, refreshedAt, leads };
}

/** The later of two copies of a lead (a refresh answered before a change landed must not undo it). */
function newerLead(stored: LeadWithBusiness | undefined, fetched: LeadWithBusiness): LeadWithBusiness {
  if (!stored?.updatedAt || !fetched.updatedAt) return fetched;
  return stored.updatedAt > fetched.updatedAt ? { ...fetched, status: stored.status, respondedAt: stored.respondedAt, updatedAt: stored.updatedAt } : fetched;
}

/**
 * Stores a fresh answer of the server: the header, and every lead with this device's unsent changes
 * kept on top. Leads the server no longer lists for the provider are removed.
 */
export async function storeFetchedDashboard(
  db: LedgerLinkDb,
  fetched: Omit<DashboardRow, 'refreshedAt'> & { leads: readonly LeadWithBusiness[] },
  now: number,
): Promise<void> {
  const { providerId } = fetched;
  await db.transaction('rw', db.leads, db.dashboards, async () => {
    const stored = new Map((await readLeadRows(db, providerId)).map((row) => [row.id, row]));
    const rows: LeadRow[] = fetched.leads.map((lead) => ({
      id: lead.id,
      providerId,
      lead: newerLead(stored.get(lead.id)?.lead, lead),
      pending: stored.get(lead.id)?.pending ?? [],
    }));
    const listed = new Set(rows.map((row) => row.id));
    await db.leads.bulkDelete([...stored.keys()].filter((id) => !listed.has(id)));
    await db.leads.bulkPut(rows);
    await db.dashboards.put({ providerId, provider: fetched.provider, responseHours: fetched.responseHours, refreshedAt: now });
  });
}

/**
 * Forgets a provider's dashboard on this device ("Sign out of this device", or access withdrawn):
 * its leads, its header and its lead changes in the outbox, which could no longer be sent without
 * the session and would name the provider's leads to the next user of the device.
 */
export async function clearCachedDashboard(db: LedgerLinkDb, providerId: string): Promise<void> {
  await db.transaction('rw', db.leads, db.dashboards, db.outbox, async () => {
    const leadIds = new Set((await db.leads.where('providerId').equals(providerId).primaryKeys()) as string[]);
    const changes = (await db.outbox.toArray()).map(parseRow).filter((row) => row?.kind === 'lead-status' && leadIds.has(row.payload.leadId));
    await db.outbox.bulkDelete(changes.map((row) => row!.id));
    await db.leads.bulkDelete([...leadIds]);
    await db.dashboards.delete(providerId);
  });
}

/**
 * Readers run inside `useLiveQuery`, where Dexie refuses read-write transactions; a timer callback
 * runs outside that zone, so the repair can still happen during the read that found the damage.
 */
function outsideLiveQuery(write: () => Promise<unknown>): Promise<void> {
  return new Promise((resolve) => setTimeout(() => void write().then(() => resolve(), () => resolve()), 0));
}
