import { publicBookkeeperSchema, reviewSchema, type PublicBookkeeper, type Review } from '@ledgerlink/shared-schema';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { toApi } from '../db/to-api';

/** The public profile: the shared schema drops contact details and secrets (dashboard key, rejection reason). */
export const presentPublicBookkeeper = (doc: BookkeeperDoc): PublicBookkeeper => publicBookkeeperSchema.parse(toApi(doc));

export const presentReview = (doc: ReviewDoc): Review => reviewSchema.parse(toApi(doc));
