import {
  contactDetailsSchema,
  ownProfileSchema,
  providerResponsiveness,
  publicBookkeeperSchema,
  publicCredentials,
  reviewSchema,
  type ContactDetails,
  type OwnProfile,
  type CredentialCheck,
  type PublicBookkeeper,
  type Review,
} from '@ledgerlink/shared-schema';
import type { BookkeeperDoc, ReviewDoc } from '../db/documents';
import { toApi } from '../db/to-api';
import { PresentationMemo } from './presentation-memo';

/**
 * The public profile: the shared schema drops contact details and secrets (dashboard key, rejection
 * reason, the lead counters, the credential checks and their notes); what the counters say about the
 * provider's replies is stated once there are enough of them (shared-schema's responsiveness.ts);
 * each claimed certification is a credential, dated when verified.
 */
export const presentPublicBookkeeper = (doc: BookkeeperDoc): PublicBookkeeper => {
  const { credentialChecks, ...fields } = toApi(doc);
  return publicBookkeeperSchema.parse({
    ...fields,
    responsiveness: providerResponsiveness(doc.leadStats),
    credentials: publicCredentials(doc, credentialChecks as CredentialCheck[] | undefined),
  });
};

/** The profile as its provider edits it: the public one plus the phone only they may change. */
export const presentOwnProfile = (doc: BookkeeperDoc): OwnProfile => ownProfileSchema.parse({ ...presentPublicBookkeeper(doc), phone: doc.phone });

/** A review as profiles show it; one stored before `source` existed reads as imported. */
export const presentReview = (doc: ReviewDoc): Review => reviewSchema.parse(toApi(doc));

/** What a new provider learns about their stored profile: where it will live once approved. */
export const presentRegisteredProvider = (doc: BookkeeperDoc) => ({ id: doc._id.toHexString(), username: doc.username, slug: doc.slug });

/** Get Contact (spec §2): only the ways to reach the provider, nothing else of the stored profile. */
export const presentContactDetails = (doc: BookkeeperDoc): ContactDetails =>
  contactDetailsSchema.parse({ email: doc.email, phone: doc.phone, website: doc.website, linkedinUrl: doc.linkedinUrl });

// Popular providers appear on many pages; a page is serialised at once, so sharing is safe.
// 5,000 documents and cards take ~25 MB, less than the response cache's pages (2,000 x ~60 KB).
const marketplaceCards = new PresentationMemo<PublicBookkeeper>(5_000);

/** A marketplace page (spec §7): `{bookkeepers, pagination: {page, limit, total, totalPages}}`. */
export function presentMarketplacePage(page: { providers: BookkeeperDoc[]; total: number }, paging: { page: number; limit: number }) {
  return {
    bookkeepers: page.providers.map((doc) => marketplaceCards.present(doc, presentPublicBookkeeper)),
    pagination: { page: paging.page, limit: paging.limit, total: page.total, totalPages: Math.ceil(page.total / paging.limit) },
  };
}

export const presentPublicProfile = (profile: { provider: BookkeeperDoc; reviews: ReviewDoc[] }) => ({
  bookkeeper: presentPublicBookkeeper(profile.provider),
  reviews: profile.reviews.map(presentReview),
});
