import { reviewCreateRequestSchema } from '@ledgerlink/shared-schema';
import { z } from 'zod';

/** The review form: the request's own rules without the token, which comes from the link; no star is chosen at first. */
export const reviewFormSchema = reviewCreateRequestSchema.omit({ token: true }).extend({
  rating: z.number().optional().pipe(reviewCreateRequestSchema.shape.rating),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export const REVIEW_FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(reviewFormSchema.shape));

export const emptyReview: ReviewFormInput = { rating: undefined, title: '', comment: '', homepage: '' };

/** The answers of a review reopened from the outbox (its stored payload, read loosely). */
export function reviewValuesOf(payload: Record<string, unknown>): ReviewFormInput {
  return {
    rating: typeof payload.rating === 'number' ? payload.rating : undefined,
    title: typeof payload.title === 'string' ? payload.title : '',
    comment: typeof payload.comment === 'string' ? payload.comment : '',
  };
}
