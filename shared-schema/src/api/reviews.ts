import { z } from 'zod';
import { reviewSchema } from '../entities/review';
import { isoDateTime, requiredText } from '../fields';
import { honeypotShape } from '../spam';
import { defineEndpoint } from './endpoint';

/**
 * Reviews only from real engagements: when a lead is won, its customer is mailed a one-time link
 * `/review/{token}` (valid 60 days). The token travels in request bodies only, never in an API URL,
 * so it stays out of access logs. An unknown token is 404, an expired one 410, a used one 409, each
 * with a message the page shows.
 */

/** The review page of a mailed link. */
export const reviewPagePath = (token: string) => `/review/${encodeURIComponent(token)}`;

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_COMMENT_MIN = 20;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_RATING_REQUIRED = 'Please choose a rating from 1 to 5 stars';

/** The token from the review link. */
const token = requiredText('token', 200);

/** `POST /api/reviews/invitation`: what the page shows before the review is written. */
export const reviewInvitationRequestSchema = z.strictObject({ token });
export type ReviewInvitationRequest = z.infer<typeof reviewInvitationRequestSchema>;

/** The professional the review is about, and when the customer hired them. */
export const reviewInvitationResponseSchema = z.object({
  success: z.literal(true),
  professional: z.object({ fullName: z.string(), businessName: z.string().optional(), profilePath: z.string() }),
  engagedAt: isoDateTime,
});
export type ReviewInvitationResponse = z.infer<typeof reviewInvitationResponseSchema>;

/** `POST /api/reviews`: the review form, with the link's token. */
export const reviewCreateRequestSchema = z.strictObject({
  token,
  rating: z.number(REVIEW_RATING_REQUIRED).int(REVIEW_RATING_REQUIRED).min(1, REVIEW_RATING_REQUIRED).max(5, REVIEW_RATING_REQUIRED),
  title: requiredText('Title', REVIEW_TITLE_MAX),
  comment: requiredText('Comment', REVIEW_COMMENT_MAX).refine((text) => text.length >= REVIEW_COMMENT_MIN, `Comment must be at least ${REVIEW_COMMENT_MIN} characters`),
  ...honeypotShape,
});
export type ReviewCreateRequest = z.input<typeof reviewCreateRequestSchema>;

/** 201: the review as the profile shows it (`verifiedClient: true`, `engagedAt`). */
export const reviewCreateResponseSchema = z.object({ success: z.literal(true), review: reviewSchema });
export type ReviewCreateResponse = z.infer<typeof reviewCreateResponseSchema>;

export const reviewEndpoints = {
  /** Names the professional of a review link without using it up. A POST so the token stays out of URLs. */
  invitation: defineEndpoint({
    method: 'POST',
    path: '/api/reviews/invitation',
    access: 'public',
    private: true,
    body: reviewInvitationRequestSchema,
    response: reviewInvitationResponseSchema,
  }),
  /** A customer's review through their link: accepted once per link. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/reviews',
    access: 'public',
    idempotent: true,
    body: reviewCreateRequestSchema,
    response: reviewCreateResponseSchema,
    status: 201,
  }),
};
