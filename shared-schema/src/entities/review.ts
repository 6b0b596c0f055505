import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';

export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

export const reviewSchema = z.object({
  id: entityId,
  bookingId: entityId.optional(),
  businessId: entityId.optional(),
  bookkeeperId: entityId,
  /** "1" to "5" as a string (spec §3). */
  rating: z.enum(REVIEW_RATINGS),
  title: z.string().optional(),
  comment: z.string(),
  reviewerName: z.string().optional(),
  wouldRecommend: z.boolean().optional(),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;
