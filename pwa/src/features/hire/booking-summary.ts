import { BUDGETS, TIMELINES } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import { sessionSummary } from '../../lib/session-summary';
import type { HireFormValues } from './hire-form';

/** What the booking thank-you page shows (spec §3, session data). */
export const bookingSummarySchema = z.object({
  budget: z.enum(BUDGETS),
  timeline: z.enum(TIMELINES),
  startDate: z.string(),
  projectDescription: z.string().optional(),
  notes: z.string().optional(),
  providerName: z.string().optional(),
  /** True when the request was saved on this device, to be sent once back online. */
  queued: z.boolean().optional(),
  /** The request's outbox item: its answer carries the request page link once it is sent. */
  outboxId: z.string().optional(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const BOOKING_SUMMARY_KEY = 'ledgerlink:booking-summary';

export const bookingSummaryStore = sessionSummary(BOOKING_SUMMARY_KEY, bookingSummarySchema);

export function bookingSummaryOf(values: HireFormValues, providerName: string, queued = false, outboxId?: string): BookingSummary {
  return {
    budget: values.budget,
    timeline: values.timeline,
    startDate: values.startDate,
    projectDescription: values.projectDescription,
    notes: values.notes,
    providerName,
    queued,
    ...(outboxId ? { outboxId } : {}),
  };
}
