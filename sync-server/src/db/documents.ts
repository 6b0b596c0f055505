import type { Binary, ObjectId } from 'mongodb';
import type {
  Booking,
  Bookkeeper,
  Business,
  City,
  Country,
  CredentialCheck,
  HeldKind,
  Lead,
  Questionnaire,
  ModeratedReview,
  Service,
} from '@ledgerlink/shared-schema';

/**
 * MongoDB documents are derived from the shared API entities: `id` becomes `_id`, references
 * become ObjectIds and timestamps become Dates. `to-api.ts` maps them back; presenters then parse
 * the result with the shared schema, which drops every internal field.
 */
/**
 * What a customer's request carries for its private page (services/request-access.ts): a
 * questionnaire, a business request (not a hire's business: its booking carries the hire's page)
 * and a hire booking. Internal, never in a response; absent on requests stored before request pages.
 */
export type RequestAccess = {
  /** SHA-256 of the key in the request link. */
  accessKeyHash?: string;
  /** How the customer ended the request from its page (services/request-outcomes.ts); absent while it is open. */
  outcome?: RequestOutcomeDoc;
  /** When the customer stopped the request's update emails (services/request-updates-by-email.ts); absent while they are on. */
  updatesByEmailOffAt?: Date;
};

/** A request the customer ended: they hired the professional of `leadId`, or closed it with a reason. */
export type RequestOutcomeDoc = { kind: 'hired'; leadId: ObjectId; at: Date } | { kind: 'closed'; reason: string; at: Date };

type Stored<T extends { id: string }, Refs extends keyof T = never, Dates extends keyof T = never> = Omit<T, 'id' | Refs | Dates> & { _id: ObjectId } & { [K in keyof Pick<T, Refs>]: undefined extends T[K] ? ObjectId | undefined : ObjectId } & {
  [K in keyof Pick<T, Dates>]: undefined extends T[K] ? Date | undefined : Date;
};

export type CountryDoc = Stored<Country, never, 'createdAt'>;
export type CityDoc = Stored<City, 'countryId', 'createdAt'>;
export type ServiceDoc = Stored<Service, never, 'createdAt'>;
export type BusinessDoc = Stored<Business, never, 'createdAt'> & {
  /** Matching outcome of a business request: when leads were made, or why none were. */
  matchedAt?: Date;
  unmatchedReason?: string;
} & RequestAccess;
export type ReviewDoc = Stored<Omit<ModeratedReview, 'reply'>, 'bookkeeperId' | 'businessId' | 'bookingId' | 'leadId', 'createdAt' | 'engagedAt' | 'hiddenAt'> & {
  /** The provider's reply; `id` is the claimed id of the keyed request that wrote it, so its retry answers the same. */
  reply?: { id: ObjectId; text: string; repliedAt: Date };
};
export type QuestionnaireDoc = Stored<Questionnaire, never, 'createdAt' | 'matchedAt'> & RequestAccess;
/** A customer's request as stored, of either kind: the questionnaire, or a business request (its form or the hire flow's business). */
export type CustomerRequestDoc = { kind: 'questionnaire'; doc: QuestionnaireDoc } | { kind: 'business-request'; doc: BusinessDoc };
export type BookingDoc = Stored<Booking, 'bookkeeperId' | 'businessId', 'createdAt' | 'updatedAt' | 'startDate' | 'endDate'> & RequestAccess;
export type LeadDoc = Stored<Lead, 'bookkeeperId' | 'businessId' | 'onboardingId', 'createdAt' | 'updatedAt' | 'notifiedAt' | 'respondedAt' | 'respondBy' | 'expiredAt' | 'adminCancelledAt'> & {
  updatedAt: Date;
  /** Re-routing of an expired lead (services/lead-rerouting.ts); internal, never in a response. */
  rerouteLeaseUntil?: Date;
  reroutedAt?: Date;
  /** On a re-routed lead: the expired lead it replaces (unique: one replacement per expiry). */
  replacesLeadId?: ObjectId;
  /** On a re-routed lead: `<request>:<provider>` (unique: no provider is offered a request twice). */
  offerKey?: string;
  /** The claimed id (http/idempotency.ts) of the keyed status change that set `status`: its retry answers 200, not 409. */
  lastChangeId?: ObjectId;
  /** On a lead the customer asked for (services/more-matches.ts): the claimed id of that call, so its retry finds what it added. */
  moreMatchesRunId?: ObjectId;
};

export type BookkeeperDoc = Stored<Bookkeeper, never, 'createdAt' | 'updatedAt'> & {
  /** SHA-256 of the secret in the provider's dashboard link (ARCHITECTURE §5); never in a response. */
  dashboardKeyHash?: string;
  rejectionReason?: string;
  /** When an admin last approved or rejected the provider (analytics); the latest decision only. */
  approvedAt?: Date;
  rejectedAt?: Date;
  /** Lead counters for matching and the profile's responsiveness (services/lead-stats.ts); never in a response as they are. */
  leadStats?: LeadStats;
  /** The firm upload that created it (FirmUploadDoc `_id`), for the review queue's filter and bulk approval. */
  uploadId?: string;
  /** An admin's check of each claimed certification (shared-schema credentials.ts); the notes are for admins only. */
  credentialChecks?: CredentialCheckDoc[];
  /** Whether a claimed certification is verified: the marketplace's "Verified credentials only" filter (services/credential-checks.ts keeps it). */
  hasVerifiedCredential?: boolean;
  /** The stars of the counted reviews added up, so a new review moves the average in one write (services/review-ratings.ts); absent until the first one there. */
  ratingSum?: number;
  /** The latest reviews counted into the figures, so a retried count is not counted twice (services/review-ratings.ts). */
  ratedReviewIds?: ObjectId[];
  /** The reviews an admin hid, taken out of the figures once each (services/review-moderation.ts). */
  hiddenReviewIds?: ObjectId[];
};

export type CredentialCheckDoc = Omit<CredentialCheck, 'checkedAt'> & { checkedAt: Date };

/** `total` leads ever, `acted` = answered by the provider (shared-schema `isLeadAnswered`), `open` = new or contacted, and reply times. */
export interface LeadStats {
  total: number;
  acted: number;
  open: number;
  /** Hours from offer to first action of the provider's latest replies (shared-schema's REPLY_TIMES_KEPT), oldest first. */
  replyHours?: number[];
}

/** A provider removed for good still has to reach offline catalogues as a tombstone. */
export interface CatalogueTombstoneDoc {
  _id: ObjectId;
  updatedAt: Date;
}

/** A request as its private page knows it (services/request-access.ts): a hire is its booking. */
export type PrivateRequestDoc = { kind: 'questionnaire'; doc: QuestionnaireDoc } | { kind: 'business'; doc: BusinessDoc } | { kind: 'hire'; doc: BookingDoc };

/**
 * The documents a request page is made of (services/request-page.ts loads them, presenters/
 * request-page.ts presents them): the request, a hire's business, and each lead with its
 * professional and whether another professional was offered the request in its place.
 */
export interface RequestPageDocs {
  request: PrivateRequestDoc;
  /** A hire's business; undefined for other kinds or once deleted. */
  hireBusiness?: BusinessDoc | undefined;
  matches: { lead: LeadDoc; provider: BookkeeperDoc; replaced: boolean }[];
  /** Whether its details may still be changed (services/request-edits.ts). */
  editable: boolean;
}

// ---- Internal documents: never part of an API response, so not derived from a shared entity ----

export interface AdminUserDoc {
  _id: ObjectId;
  username: string;
  passwordHash: string;
  role: 'admin';
  createdAt: Date;
  /** SHA-256 of the device cookies of browsers that signed in before (services/known-devices.ts). */
  knownDevices?: string[];
}

/** A server-side admin session (services/sessions.ts); removed by a TTL index on `expiresAt`. */
export interface SessionDoc {
  /** sha256(token), hex: the token itself lives only in the browser's cookie. */
  _id: string;
  username: string;
  createdAt: Date;
  /** The last request seen (written at most once a minute); idle sessions end (services/sessions.ts). Absent on sessions from before it existed. */
  lastSeenAt?: Date;
  expiresAt: Date;
}

/**
 * A provider's signed-in device (services/dashboard-sessions.ts): the browser holds a random token in
 * an HttpOnly cookie; this keeps its SHA-256, the provider, and the hash of the key it was opened
 * with, so re-issuing the key ends every session at once. Removed by a TTL index on `expiresAt`.
 */
export interface DashboardSessionDoc {
  _id: string;
  providerId: ObjectId;
  keyHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * A one-time sign-in link of "Send me my dashboard link" (services/dashboard-signins.ts): the token's
 * SHA-256 and its provider. Deleted when used; removed by a TTL index on `expiresAt` otherwise.
 */
export interface DashboardSigninDoc {
  _id: string;
  providerId: ObjectId;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * A customer's signed-in device for one request page (services/request-sessions.ts), like a
 * dashboard session: the token's SHA-256, the request, and the hash of the key it was opened with.
 * Removed by a TTL index on `expiresAt`.
 */
export interface RequestSessionDoc {
  _id: string;
  requestId: ObjectId;
  keyHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What a request's update email reports about one lead: its professional contacted the customer, passed, or let it expire. */
export type DigestEventKind = 'contacted' | 'passed' | 'expired';

export interface DigestEvent {
  leadId: ObjectId;
  kind: DigestEventKind;
  at: Date;
}

/**
 * The update emails of one customer request (services/request-digests.ts, request-digest-job.ts):
 * what happened since the last one, and when the next may go. One per request, created with its
 * first event.
 */
export interface RequestDigestDoc {
  /** The request's id (a questionnaire's, a business request's or a hire booking's). */
  _id: ObjectId;
  requestKind: PrivateRequestDoc['kind'];
  /** Events not mailed yet, by event id (`<leadId>-<kind>`: a lead reaches each kind once). */
  pending: Record<string, DigestEvent>;
  /** The earliest time the pending events may be mailed; absent while nothing is pending. */
  dueAt?: Date;
  /** Event ids already mailed, so an event recorded again (a retried status change) is never mailed twice. */
  mailed: string[];
  /** How many update emails were composed; the next one's number keys its mail. */
  sentCount: number;
  /** No update email before this: an hour after the last one. */
  notBefore: Date;
  /** A job instance composing this request's email holds it until then. */
  leaseUntil: Date;
  /** The email being composed, fixed at its first claim so a retry after a crash mails the same events under the same key. */
  sending?: { sequence: number; eventIds: string[] };
  lastSentAt?: Date;
}

/**
 * The one-time review link of a won lead (services/review-invitations.ts): one per lead, mailed to
 * its customer. Only the token's SHA-256 is kept. The customer is found through the lead's request.
 */
export interface ReviewInvitationDoc {
  _id: ObjectId;
  leadId: ObjectId;
  bookkeeperId: ObjectId;
  tokenHash: string;
  /** When the lead became won: the review's engagement date. */
  engagedAt: Date;
  createdAt: Date;
  /** The link works until then (60 days). */
  expiresAt: Date;
  /** When a review was written with it, and that review's id (also a retried submission's, so it finishes that review). */
  usedAt?: Date;
  reviewId?: ObjectId;
}

/** A queued mail (services/mail/outbox.ts); `key` is unique per message. */
export interface OutboxMessageDoc {
  _id: ObjectId;
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** When the worker may take it next; while sending, when its lease runs out. */
  nextAttemptAt: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
}

/** A claimed or answered Idempotency-Key (http/idempotency.ts). */
export interface IdempotencyRecord {
  /** `<caller>:<key>` */
  _id: string;
  requestHash: string;
  /** 'released': the request failed with a 5xx, and a retry may run it again at once. */
  state: 'running' | 'released' | 'done';
  /** The `_id` every run of this key gives the document it creates (http/idempotency.ts `claimedId`); absent on records from before it existed. */
  resourceId?: ObjectId;
  status?: number;
  body?: unknown;
  /** The access key every run of this key issues (http/idempotency.ts `claimedSecret`); absent on records from before it existed. */
  secret?: string;
  /** The response headers a replay must repeat (http/idempotency.ts REPLAYED_HEADERS). */
  headers?: Record<string, string>;
  createdAt: Date;
}

/**
 * A firm CSV upload's progress (services/upload-progress.ts), in MongoDB so that any instance can
 * answer a poll and a restart does not lose it. `updatedAt` is the running job's heartbeat.
 */
export interface UploadProgressDoc {
  /** The upload id: a random UUID. */
  _id: string;
  status: 'processing' | 'completed' | 'error';
  processed: number;
  total: number;
  imported: number;
  errors: number;
  currentItem: string;
  /** One line per refused row, capped (upload-progress.ts MAX_ERROR_MESSAGES). */
  errorMessages: string[];
  startedBy: string;
  startedAt: Date;
  updatedAt: Date;
  finishedAt?: Date;
  /** Removed by a TTL index a week after the upload started. */
  expiresAt: Date;
}

/**
 * A firm CSV upload as the review queue names it (services/firm-upload-records.ts). Unlike its
 * progress, which an admin clears and which expires, it is kept: firms it created may wait for
 * review for any length of time.
 */
export interface FirmUploadDoc {
  /** The upload id, the same as its progress record's. */
  _id: string;
  fileName: string;
  startedBy: string;
  startedAt: Date;
  /** Firms created so far. */
  imported: number;
}

/**
 * A public write held by a spam rule (services/submission-screen.ts): its parsed input, kept out of
 * the collections it would have been stored in until an admin releases it (then stored, matched and
 * mailed under this `_id` as if never held) or deletes it.
 */
export interface HeldSubmissionDoc {
  /** The id the submission was answered with, and the record's id once released. */
  _id: ObjectId;
  kind: HeldKind;
  email: string;
  name?: string;
  summary: string;
  reasons: string[];
  /** The request body as its schema parsed it (without the honeypot), and the path's id where there is one. */
  input: Record<string, unknown>;
  pathId?: string;
  /**
   * The request page's key the answer carried, in plain text like a stored idempotent answer, so the
   * link the customer was given works once the request is released; gone with the held record.
   */
  accessKey?: string;
  heldAt: Date;
}

/**
 * One distinct submission by one email (services/submission-screen.ts): its content's hash, for the
 * duplicate rule and the per-email limits, and the answer the first one got, for its duplicates.
 */
export interface SubmissionFingerprintDoc {
  /** A hash of the email and the content hash: one fingerprint per request (services/submission-screen.ts). */
  _id: string;
  email: string;
  kind: HeldKind;
  contentHash: string;
  /** The id of the record it stored or held. */
  recordId: ObjectId;
  /** Why it was held, if it was. */
  heldReasons?: string[];
  /** The first answer, given to its duplicates; absent while the write runs. */
  answer?: Record<string, unknown>;
  createdAt: Date;
}

/**
 * One size of a provider's uploaded photo (services/provider-photos.ts), kept in the database so
 * every instance serves it. `_id` is the file name under PHOTOS_PATH (content hash + size).
 */
export interface ProviderPhotoDoc {
  _id: string;
  providerId: ObjectId;
  data: Binary;
  createdAt: Date;
}
