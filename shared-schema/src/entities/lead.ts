import { z } from 'zod';
import { emailAddress, entityId, isoDateTime, keepStoredOptionalText } from '../fields';
import { CUSTOMER_OUTCOMES, LEAD_SOURCES, LEAD_STATUSES } from '../lead-status';
import { bookingSchema } from './booking';
import { businessSchema } from './business';
import { questionnaireSchema } from './questionnaire';

export const leadSchema = z.object({
  id: entityId,
  /** The request behind the lead: a business (request form or hire flow) or a questionnaire. */
  businessId: entityId.optional(),
  onboardingId: entityId.optional(),
  /** A profile contact: the visitor's email is the whole request. */
  contactEmail: emailAddress().optional().catch(keepStoredOptionalText),
  bookkeeperId: entityId,
  status: z.enum(LEAD_STATUSES, 'status must be new, contacted, won, lost or passed'),
  /** Where the lead came from: a booking, a business request, the questionnaire or a profile contact. */
  source: z.enum(LEAD_SOURCES),
  matchScore: z.number().min(0).max(100),
  matchBreakdown: z.record(z.string(), z.number()).optional(),
  notifiedAt: isoDateTime.optional(),
  /** When the provider first acted on the lead (left `new`). */
  respondedAt: isoDateTime.optional(),
  /**
   * Matched leads only (business request, questionnaire): the provider must act by then, or the lead
   * expires for them and goes to the next best match. Bookings and contacts chose their provider: none.
   */
  respondBy: isoDateTime.optional(),
  /** Set when the deadline passed with the lead still new; the lead is then final (lead-status.ts). */
  expiredAt: isoDateTime.optional(),
  /**
   * Set when the customer's word, not the provider's, ended the lead (their request page,
   * lead-status.ts `applyCustomerOutcome`): `hired` (won: "The customer says they hired you"),
   * `hired-other` or `closed` (lost, with `closedReason`).
   */
  customerOutcome: z.enum(CUSTOMER_OUTCOMES).optional(),
  /** Why the customer ended a lost lead: "The customer hired someone else", or the reason they gave when closing the request. */
  closedReason: z.string().optional(),
  /**
   * Set when an admin cancelled the hire's booking while its lead was open, which ended the lead lost
   * (booking-cancellation.ts). Like the customer's word, it is no answer of the provider's (lead-status.ts `isLeadAnswered`).
   */
  adminCancelledAt: isoDateTime.optional(),
  notes: z.string().optional(),
  createdAt: isoDateTime,
  /** When the status last changed (or the lead expired): a final lead shows "Updated {date}" (spec §4). */
  updatedAt: isoDateTime.optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** What a provider sees of a questionnaire customer: what they need and how to reach them. */
export const leadCustomerSchema = questionnaireSchema.pick({
  needsType: true,
  primaryServices: true,
  additionalServices: true,
  clientType: true,
  businessType: true,
  annualTurnover: true,
  industry: true,
  accountingSoftware: true,
  additionalInfo: true,
  email: true,
  mobileNumber: true,
});
export type LeadCustomer = z.infer<typeof leadCustomerSchema>;

/** What a provider sees of the booking behind a hire's lead: what the customer asked for and when. */
export const leadBookingSchema = bookingSchema.pick({
  id: true,
  status: true,
  serviceType: true,
  startDate: true,
  estimatedHours: true,
  description: true,
  clientNotes: true,
});
export type LeadBooking = z.infer<typeof leadBookingSchema>;

/**
 * A dashboard row: the lead with its business or questionnaire customer, and a hire's booking (each
 * null if deleted or not that kind; a row stored on a device before bookings were shown has none).
 */
export const leadWithBusinessSchema = leadSchema.extend({
  business: businessSchema.nullable(),
  customer: leadCustomerSchema.nullable(),
  booking: leadBookingSchema.nullable().default(null),
});
export type LeadWithBusiness = z.infer<typeof leadWithBusinessSchema>;
