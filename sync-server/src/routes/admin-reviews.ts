import type Router from '@koa/router';
import { ADMIN_REVIEWS_PAGE_SIZE, API } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { presentPagination } from '../presenters/admin';
import { presentAdminReview } from '../presenters/review';
import { listReviewsForAdmin, setReviewVisibility } from '../services/review-moderation';

/** The admin's Reviews tab (services/review-moderation.ts): hide a review with a reason, or show it again. Admin only. */
export function adminReviewRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, cache } = context;

  endpoint(API.adminReviews.list).handle(async ({ query }) => {
    const paging = { page: query.page, limit: ADMIN_REVIEWS_PAGE_SIZE };
    const page = await listReviewsForAdmin(collections, { status: query.status, ...paging });
    return {
      success: true,
      reviews: page.reviews.map((review) => presentAdminReview(review, page.providers.get(review.bookkeeperId.toHexString()))),
      pagination: presentPagination(page.total, paging),
    };
  });

  endpoint(API.adminReviews.setVisibility).handle(async ({ params, body }) => {
    const review = await setReviewVisibility({ collections, cache }, params.id, body);
    const provider = await collections.bookkeepers.findOne({ _id: review.bookkeeperId }, { projection: { fullName: 1, businessName: 1, username: 1 } });
    const message = body.hidden ? 'Review hidden: it no longer shows publicly or counts in the rating' : 'Review shown again: it counts in the rating again';
    return { success: true, message, review: presentAdminReview(review, provider ?? undefined) };
  });
  return router;
}
