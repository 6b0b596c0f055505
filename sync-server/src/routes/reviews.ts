import type Router from '@koa/router';
import { API, profilePath } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { presentReview } from '../presenters/bookkeeper';
import { submitScreenedReview } from '../services/review-screen';
import { readReviewInvitation } from '../services/reviews';

/** The review page's calls (services/reviews.ts): the token of the mailed link is in each body. */
export function reviewRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  endpoint(API.reviews.invitation).handle(async ({ body }) => {
    const { provider, engagedAt } = await readReviewInvitation(collections, body.token);
    return {
      success: true,
      professional: { fullName: provider.fullName, businessName: provider.businessName, profilePath: profilePath(provider.username) },
      engagedAt: engagedAt.toISOString(),
    };
  });

  endpoint(API.reviews.create).handle(async ({ body }, ctx) => {
    const review = await submitScreenedReview({ collections, cache }, body, claimedId(ctx) ?? new ObjectId());
    return { success: true, review: presentReview(review) };
  });
  return router;
}
