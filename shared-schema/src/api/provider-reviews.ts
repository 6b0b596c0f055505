import { z } from 'zod';
import { moderatedReviewSchema } from '../entities/review';
import { requiredText } from '../fields';
import { defineEndpoint } from './endpoint';

/**
 * A provider's reviews on their dashboard (provider access, the same single 401 as the lead calls):
 * hidden ones too, with the admin's reason, and one public reply per review.
 */

export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 1000;

/** `GET /api/bookkeeper/{id}/reviews`: every review of the provider, newest first. */
export const providerReviewsResponseSchema = z.object({ success: z.literal(true), reviews: z.array(moderatedReviewSchema) });
export type ProviderReviewsResponse = z.infer<typeof providerReviewsResponseSchema>;

/** `POST /api/bookkeeper/{id}/reviews/{reviewId}/reply`: the reply, once per review. */
export const reviewReplyRequestSchema = z.strictObject({
  reply: requiredText('Reply', REVIEW_REPLY_MAX).refine((text) => text.length >= REVIEW_REPLY_MIN, `Reply must be at least ${REVIEW_REPLY_MIN} characters`),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

export const reviewReplyResponseSchema = z.object({ success: z.literal(true), review: moderatedReviewSchema });
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponseSchema>;

/** Ids as the router matched them: the access check reads them, so a malformed one gets the same 401. */
const reviewParams = z.object({ id: z.string(), reviewId: z.string() });

export const providerReviewEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/bookkeeper/:id/reviews', access: 'provider', params: z.object({ id: z.string() }), response: providerReviewsResponseSchema }),
  /** A retry with the same Idempotency-Key answers the same; another reply to a replied review is a 409. */
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/bookkeeper/:id/reviews/:reviewId/reply',
    access: 'provider',
    idempotent: true,
    params: reviewParams,
    body: reviewReplyRequestSchema,
    response: reviewReplyResponseSchema,
    status: 201,
  }),
};
