import type { Router } from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { presentModeratedReview } from '../presenters/review';
import { listProviderReviews, replyToReview } from '../services/provider-reviews';
import { accessedProvider, providerAccess } from './provider-access';

/**
 * The dashboard's Reviews section (services/provider-reviews.ts), with the same access as its lead
 * calls: the session cookie or the key, every refusal the one 401, an address past the failed-key
 * limit the one 429 (routes/leads.ts).
 */
export function providerReviewRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;
  const access = providerAccess(context);

  endpoint(API.providerReviews.list, { before: [access] }).handle(async (_input, ctx) => ({
    success: true,
    reviews: (await listProviderReviews(collections.reviews, accessedProvider(ctx))).map(presentModeratedReview),
  }));
  endpoint(API.providerReviews.reply, { before: [access] }).handle(async ({ params, body }, ctx) => {
    const review = await replyToReview({ collections, cache }, accessedProvider(ctx), params.reviewId, body.reply, claimedId(ctx));
    return { success: true, review: presentModeratedReview(review) };
  });
  return router;
}
