import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';

export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * Where a review came from: `client`, written through the one-time link mailed to the customer of a
 * won lead (verified: the work happened); `imported`, carried over with the directory's data (the
 * demo seed) with nothing to check it against. Reviews stored before `source` existed are imported.
 */
export const REVIEW_SOURCES = ['client', 'imported'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

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
  source: z.enum(REVIEW_SOURCES).default('imported'),
  /** True only for a review written through a won lead's review link. */
  verifiedClient: z.boolean().default(false),
  /** The won lead a client review is about. */
  leadId: entityId.optional(),
  /** When the customer hired the provider (the lead became won): the profile's "Hired {Mon YYYY}". */
  engagedAt: isoDateTime.optional(),
  createdAt: isoDateTime,
  /** The provider's one public reply, shown under the review. */
  reply: z.object({ text: z.string(), repliedAt: isoDateTime }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review as its provider and admins see it: also whether an admin hid it, when and why. A hidden
 * review is out of every public read and of the provider's figures; only these views carry the reason.
 */
export const moderatedReviewSchema = reviewSchema.extend({
  hiddenAt: isoDateTime.optional(),
  hiddenReason: z.string().optional(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
