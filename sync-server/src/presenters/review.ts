import { adminReviewSchema, moderatedReviewSchema, profilePath, type AdminReview, type ModeratedReview } from '@ledgerlink/shared-schema';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { toApi } from '../db/to-api';

/** A review as its provider sees it on their dashboard: hidden or not, with the admin's reason. */
export const presentModeratedReview = (doc: ReviewDoc): ModeratedReview => moderatedReviewSchema.parse(toApi(doc));

/** A review as the admin's Reviews tab lists it, with its provider (none once the provider was removed). */
export const presentAdminReview = (doc: ReviewDoc, provider: Pick<BookkeeperDoc, '_id' | 'fullName' | 'businessName' | 'username'> | undefined): AdminReview =>
  adminReviewSchema.parse({
    ...toApi(doc),
    provider: provider && { id: provider._id.toHexString(), fullName: provider.fullName, businessName: provider.businessName, profilePath: profilePath(provider.username) },
  });
