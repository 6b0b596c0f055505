import { z } from 'zod';
import { moderatedReviewSchema } from '../entities/review';
import { requiredText } from '../fields';
import { paginationSchema, queryCount, successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Review moderation by an admin: a hidden review leaves its provider's figures and every public
 * read at once, and comes back to both when shown again; its provider sees the reason.
 */

export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 500;
export const ADMIN_REVIEWS_PAGE_SIZE = 50;
export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** Why an admin hides a review: the provider reads it on their dashboard. */
export const hideReasonSchema = requiredText('Reason', HIDE_REASON_MAX).refine((text) => text.length >= HIDE_REASON_MIN, `Reason must be at least ${HIDE_REASON_MIN} characters`);

/** `PATCH /api/admin/reviews/{id}`: `{hidden: true, reason}` hides, `{hidden: false}` shows again. */
export const reviewVisibilityRequestSchema = z
  .strictObject({
    hidden: z.boolean('hidden must be true or false'),
    reason: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (!body.hidden) return { hidden: false as const };
    const reason = hideReasonSchema.safeParse(body.reason ?? undefined);
    if (reason.success) return { hidden: true as const, reason: reason.data };
    for (const issue of reason.error.issues) ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.message });
    return z.NEVER;
  });
export type ReviewVisibilityRequest = z.input<typeof reviewVisibilityRequestSchema>;

/** A review as the admin's Reviews tab lists it: with the professional it is about (absent once removed). */
export const adminReviewSchema = moderatedReviewSchema.extend({
  provider: z.object({ id: z.string(), fullName: z.string(), businessName: z.string().optional(), profilePath: z.string() }).optional(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `GET /api/admin/reviews?status=visible|hidden&page=`: newest first. */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_VISIBILITIES, 'must be visible or hidden').default('visible'),
  page: queryCount().default(1),
});
export const adminReviewsResponseSchema = z.object({ success: z.literal(true), reviews: z.array(adminReviewSchema), pagination: paginationSchema });
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const reviewVisibilityResponseSchema = successMessageSchema.extend({ review: adminReviewSchema });
export type ReviewVisibilityResponse = z.infer<typeof reviewVisibilityResponseSchema>;

export const adminReviewEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/reviews', access: 'admin', query: adminReviewsQuerySchema, response: adminReviewsResponseSchema }),
  /** Hides or shows again; repeating either changes nothing more. */
  setVisibility: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/reviews/:id',
    access: 'admin',
    params: z.object({ id: z.string() }),
    body: reviewVisibilityRequestSchema,
    response: reviewVisibilityResponseSchema,
  }),
};
