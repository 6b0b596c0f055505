import type { Router, RouterContext } from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { Next } from 'koa';
import type { AppContext } from '../app-context';
import type { BookkeeperDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { dashboardCredentials } from '../http/dashboard-key';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId } from '../http/idempotency';
import { presentModeratedReview } from '../presenters/review';
import { authorizeDashboard } from '../services/dashboard-access';
import { listProviderReviews, replyToReview } from '../services/provider-reviews';

/**
 * The dashboard's Reviews section (services/provider-reviews.ts), with the same access as its lead
 * calls: the session cookie or the key, every refusal the one 401, an address past the failed-key
 * limit the one 429 (routes/leads.ts).
 */
export function providerReviewRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  const authorizedProvider = (ctx: RouterContext): Promise<BookkeeperDoc> => {
    const { key, sessionToken } = dashboardCredentials(ctx, parseObjectId(ctx.params.id!));
    return context.dashboardKeyThrottle.check(ctx, key, (checked) => authorizeDashboard(collections, ctx.params.id!, { key: checked, sessionToken }));
  };

  endpoint(API.providerReviews.list).handle(async (_input, ctx) => {
    const provider = await authorizedProvider(ctx);
    return { success: true, reviews: (await listProviderReviews(collections.reviews, provider)).map(presentModeratedReview) };
  });

  // Access is checked before the idempotency layer, so nobody but the provider gets a replay.
  const providerAccess = async (ctx: RouterContext, next: Next) => {
    const provider = await authorizedProvider(ctx);
    ctx.state.provider = provider;
    ctx.state.caller = `provider:${provider._id.toHexString()}`;
    await next();
  };
  endpoint(API.providerReviews.reply, { before: [providerAccess] }).handle(async ({ params, body }, ctx) => {
    const review = await replyToReview({ collections, cache }, ctx.state.provider as BookkeeperDoc, params.reviewId, body.reply, claimedId(ctx));
    return { success: true, review: presentModeratedReview(review) };
  });
  return router;
}
