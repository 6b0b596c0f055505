import { z } from 'zod';
import { leadSchema, leadWithBusinessSchema } from '../entities/lead';
import { errorBodySchema } from '../errors';
import { requestFrom } from '../fields';
import { LEAD_STATUSES } from '../lead-status';

/** The provider dashboard's leads (ARCHITECTURE §5: behind the provider's access key). */

/** `GET /api/bookkeeper/{id}/leads`: every lead of the provider, newest first, with its request. */
export const leadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadWithBusinessSchema) });
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/** `GET /api/lead/{id}` and `PATCH /api/lead/{id}`: the lead as it is now. */
export const leadResponseSchema = z.object({ success: z.literal(true), lead: leadSchema });
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/** `PATCH /api/lead/{id}`: a status change, compare-and-set on the status the client saw. */
export const leadUpdateRequestSchema = requestFrom(leadSchema)
  .pick({ status: true })
  .extend({
    /** The status the client saw when it made the change (compare-and-set). */
    from: z.enum(LEAD_STATUSES, 'from must be new, contacted, won, lost or passed').optional(),
  });
export type LeadUpdateRequest = z.infer<typeof leadUpdateRequestSchema>;

/** 409 of `PATCH /api/lead/{id}`: why, and the lead's current state for the client to show. */
export const leadConflictBodySchema = errorBodySchema.extend({ lead: leadSchema.optional() });
export type LeadConflictBody = z.infer<typeof leadConflictBodySchema>;
