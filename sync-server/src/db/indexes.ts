import type { Db, IndexDescription } from 'mongodb';

/** Days a stored idempotent response and a catalogue tombstone are kept (longer than any queued write lives). */
export const RETENTION_DAYS = 30;
const RETENTION_SECONDS = RETENTION_DAYS * 24 * 60 * 60;
/** How long a submission's fingerprint is kept: the duplicate window and the longest per-email window. */
export const SUBMISSION_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Every index the app relies on, created at start (idempotent in MongoDB: an existing identical
 * index is a no-op). Unique indexes are the real guard against duplicate usernames, emails and slugs;
 * the app's own checks only produce friendlier messages.
 */
const INDEXES: Record<string, IndexDescription[]> = {
  countries: [
    { key: { name: 1 }, unique: true },
    { key: { code: 1 }, unique: true },
  ],
  cities: [{ key: { countryId: 1, name: 1 }, unique: true }],
  services: [{ key: { name: 1 }, unique: true }],
  bookkeepers: [
    { key: { username: 1 }, unique: true },
    { key: { email: 1 }, unique: true },
    { key: { slug: 1 }, unique: true },
    // Marketplace listing order (shared compareMarketplaceOrder) under the public visibility filter.
    { key: { isApproved: 1, isActive: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    { key: { isApproved: 1, isActive: 1, providerType: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    // A place, and a type in a place, in listing order: a page filtered by place walks only that
    // place's providers, so its work does not grow with the rest of the directory. Matching's
    // candidate query (one country, best rated first) walks the country one too.
    { key: { isApproved: 1, isActive: 1, country: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    { key: { isApproved: 1, isActive: 1, city: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    { key: { isApproved: 1, isActive: 1, providerType: 1, country: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    { key: { isApproved: 1, isActive: 1, providerType: 1, city: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    // "Verified credentials only" in listing order.
    { key: { isApproved: 1, isActive: 1, hasVerifiedCredential: 1, averageRating: -1, totalReviews: -1, _id: 1 } },
    // Matching's candidate query (services/matching.ts): matchable providers offering one of the
    // requested services. When that is most of the directory, the planner walks the listing index
    // above in rating order instead and stops at the candidate cap.
    { key: { isApproved: 1, isActive: 1, isAvailable: 1, services: 1 } },
    // Marketplace totals (countDocuments) by type and place, and by service too: the embedded
    // database counts these from index positions without reading documents (embedded-mongo/
    // index-count.ts), and both bound the candidates of a page filtered by place or service.
    { key: { isApproved: 1, isActive: 1, providerType: 1, country: 1, city: 1 } },
    { key: { isApproved: 1, isActive: 1, services: 1, providerType: 1, country: 1, city: 1 } },
    { key: { city: 1 } },
    { key: { country: 1 } },
    // Catalogue sync reads changes in (updatedAt, _id) order.
    { key: { updatedAt: 1, _id: 1 } },
    // The firms of one upload (services/upload-review.ts); only imported firms carry one.
    { key: { uploadId: 1 }, sparse: true },
  ],
  leads: [
    { key: { bookkeeperId: 1, createdAt: -1 } },
    { key: { businessId: 1 } },
    { key: { onboardingId: 1 } },
    // The expiry job (services/lead-expiry-job.ts): new leads past their deadline, and stalled re-routes.
    { key: { status: 1, respondBy: 1 } },
    { key: { rerouteLeaseUntil: 1 } },
    // Re-routing's guards: one replacement per expired lead, no provider offered a request twice.
    { key: { replacesLeadId: 1 }, unique: true, sparse: true },
    { key: { offerKey: 1 }, unique: true, sparse: true },
  ],
  bookings: [
    { key: { bookkeeperId: 1 } },
    { key: { businessId: 1 } },
    // The admin's booking list (services/admin-lists.ts): the open ones, newest first.
    { key: { status: 1, createdAt: -1 } },
  ],
  // One review per won lead (client reviews carry their lead; imported ones none).
  reviews: [
    { key: { bookkeeperId: 1, createdAt: -1 } },
    { key: { leadId: 1 }, unique: true, sparse: true },
    // The home page's latest reviews, verified clients' first (services/recent-reviews.ts).
    { key: { verifiedClient: 1, createdAt: -1 } },
  ],
  // One review link per lead, found by its token's hash.
  reviewInvitations: [{ key: { leadId: 1 }, unique: true }, { key: { tokenHash: 1 }, unique: true }],
  customerOnboardings: [{ key: { status: 1, createdAt: -1 } }],
  catalogueTombstones: [{ key: { updatedAt: 1 }, expireAfterSeconds: RETENTION_SECONDS }],
  // One message per key; the worker takes due messages in nextAttemptAt order.
  outbox: [{ key: { key: 1 }, unique: true }, { key: { status: 1, nextAttemptAt: 1 } }],
  users: [{ key: { username: 1 }, unique: true }],
  // A session document goes the moment it expires.
  sessions: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  dashboardSessions: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }, { key: { providerId: 1 } }],
  // A sign-in link goes the moment it expires; a used one is deleted when it is used.
  dashboardSignins: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  requestSessions: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  // The record of a keyed submission by what it created: an update email links the request with the key it issued (services/request-link-key.ts).
  idempotencyKeys: [{ key: { createdAt: 1 }, expireAfterSeconds: RETENTION_SECONDS }, { key: { resourceId: 1 }, sparse: true }],
  // The update-email job (services/request-digest-job.ts): requests with events due.
  requestDigests: [{ key: { dueAt: 1 }, sparse: true }],
  uploadProgress: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  // rate-limiter-flexible's Mongo store: one counter per key, gone once its window ends.
  rateLimits: [{ key: { key: 1 }, unique: true }, { key: { expire: 1 }, expireAfterSeconds: 0 }],
  // The admin's Held list, newest first.
  heldSubmissions: [{ key: { heldAt: -1 } }],
  // Per-email counts look back at most a day (services/submission-screen.ts; duplicates are found
  // by `_id`); older fingerprints go.
  submissionFingerprints: [
    { key: { email: 1, createdAt: -1 } },
    { key: { createdAt: 1 }, expireAfterSeconds: SUBMISSION_MEMORY_SECONDS },
  ],
  // A provider's photos, replaced or removed together (services/provider-photos.ts).
  providerPhotos: [{ key: { providerId: 1 } }],
};

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [name, indexes] of Object.entries(INDEXES)) {
    await db.collection(name).createIndexes(indexes);
  }
}
