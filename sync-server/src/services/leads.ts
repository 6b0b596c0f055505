import { OPEN_LEAD_STATUSES, type LeadSource } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import { recordNewLead } from './lead-stats';

const HOUR_MS = 60 * 60 * 1000;

/** A matched lead's response deadline: `hours` after the lead was created. */
export const leadDeadline = (createdAt: Date, hours: number) => new Date(createdAt.getTime() + hours * HOUR_MS);

/** The request a lead answers: a business (request form or hire flow), a questionnaire or a profile contact. */
export type LeadRequestRef = { businessId: ObjectId } | { onboardingId: ObjectId } | { contactEmail: string };

export interface NewLead {
  request: LeadRequestRef;
  bookkeeperId: ObjectId;
  source: LeadSource;
  matchScore: number;
  matchBreakdown?: Record<string, number> | undefined;
  /** Matched leads: hours to act before the lead expires (lead-expiry-job.ts); none for bookings and contacts. */
  respondWithinHours?: number | undefined;
}

/**
 * Creates a `new` lead for a request and provider unless one is still open (new or contacted):
 * a provider never gets two open leads for the same request. One upsert, so two concurrent
 * submissions cannot both insert; only the one that inserted counts the lead in the provider's
 * counters (lead-stats.ts). `notified`: the provider's notice was queued (`notifiedAt`); an open
 * lead without it was cut short by a crash, and whoever finds it may queue the notice (keyed per lead).
 */
export async function ensureOpenLead(
  { leads, bookkeepers }: Pick<Collections, 'leads' | 'bookkeepers'>,
  lead: NewLead,
): Promise<{ leadId: ObjectId; created: boolean; notified: boolean }> {
  const open = { ...lead.request, bookkeeperId: lead.bookkeeperId, status: { $in: [...OPEN_LEAD_STATUSES] } };
  const now = new Date();
  const leadId = new ObjectId();
  const result = await leads.updateOne(
    open,
    {
      $setOnInsert: {
        _id: leadId,
        ...lead.request,
        bookkeeperId: lead.bookkeeperId,
        status: 'new',
        source: lead.source,
        matchScore: lead.matchScore,
        ...(lead.matchBreakdown ? { matchBreakdown: lead.matchBreakdown } : {}),
        // Measured from the lead's own creation time, so the deadline is exactly that many hours.
        ...(lead.respondWithinHours !== undefined ? { respondBy: leadDeadline(now, lead.respondWithinHours) } : {}),
        createdAt: now,
        updatedAt: now,
      },
    },
    { upsert: true },
  );
  if (result.upsertedCount === 1) {
    await recordNewLead(bookkeepers, lead.bookkeeperId);
    return { leadId, created: true, notified: false };
  }
  const existing = await leads.findOne(open, { projection: { _id: 1, notifiedAt: 1 } });
  return { leadId: existing?._id ?? leadId, created: false, notified: existing ? existing.notifiedAt !== undefined : true };
}
