import type { Collection, Db } from 'mongodb';
import type {
  AdminUserDoc,
  BookingDoc,
  BookkeeperDoc,
  BusinessDoc,
  CatalogueTombstoneDoc,
  CityDoc,
  CountryDoc,
  DashboardSessionDoc,
  DashboardSigninDoc,
  FirmUploadDoc,
  HeldSubmissionDoc,
  QuestionnaireDoc,
  RequestDigestDoc,
  RequestSessionDoc,
  IdempotencyRecord,
  LeadDoc,
  OutboxMessageDoc,
  ProviderPhotoDoc,
  ReviewDoc,
  ReviewInvitationDoc,
  ServiceDoc,
  SessionDoc,
  SubmissionFingerprintDoc,
  UploadProgressDoc,
} from './documents';

/**
 * Rate-limit and sign-in counters, written by rate-limiter-flexible's Mongo store (http/rate-limit.ts,
 * http/login-throttle.ts) rather than through a typed collection here.
 */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

export interface Collections {
  countries: Collection<CountryDoc>;
  cities: Collection<CityDoc>;
  services: Collection<ServiceDoc>;
  businesses: Collection<BusinessDoc>;
  bookkeepers: Collection<BookkeeperDoc>;
  leads: Collection<LeadDoc>;
  bookings: Collection<BookingDoc>;
  reviews: Collection<ReviewDoc>;
  reviewInvitations: Collection<ReviewInvitationDoc>;
  /** The questionnaires, under the collection name existing data is stored in (the spec's entity). */
  customerOnboardings: Collection<QuestionnaireDoc>;
  catalogueTombstones: Collection<CatalogueTombstoneDoc>;
  idempotencyKeys: Collection<IdempotencyRecord>;
  outbox: Collection<OutboxMessageDoc>;
  users: Collection<AdminUserDoc>;
  sessions: Collection<SessionDoc>;
  dashboardSessions: Collection<DashboardSessionDoc>;
  /** One-time sign-in links mailed on request (services/dashboard-signins.ts). */
  dashboardSignins: Collection<DashboardSigninDoc>;
  requestSessions: Collection<RequestSessionDoc>;
  requestDigests: Collection<RequestDigestDoc>;
  uploadProgress: Collection<UploadProgressDoc>;
  firmUploads: Collection<FirmUploadDoc>;
  /** Public writes a spam rule held for an admin (services/held-submissions.ts). */
  heldSubmissions: Collection<HeldSubmissionDoc>;
  /** Recent distinct submissions per email (services/submission-screen.ts). */
  submissionFingerprints: Collection<SubmissionFingerprintDoc>;
  /** Providers' uploaded photos, each size a document (services/provider-photos.ts). */
  providerPhotos: Collection<ProviderPhotoDoc>;
}

export function collections(db: Db): Collections {
  return {
    countries: db.collection('countries'),
    cities: db.collection('cities'),
    services: db.collection('services'),
    businesses: db.collection('businesses'),
    bookkeepers: db.collection('bookkeepers'),
    leads: db.collection('leads'),
    bookings: db.collection('bookings'),
    reviews: db.collection('reviews'),
    reviewInvitations: db.collection('reviewInvitations'),
    customerOnboardings: db.collection('customerOnboardings'),
    catalogueTombstones: db.collection('catalogueTombstones'),
    idempotencyKeys: db.collection('idempotencyKeys'),
    outbox: db.collection('outbox'),
    users: db.collection('users'),
    sessions: db.collection('sessions'),
    dashboardSessions: db.collection('dashboardSessions'),
    dashboardSignins: db.collection('dashboardSignins'),
    requestSessions: db.collection('requestSessions'),
    requestDigests: db.collection('requestDigests'),
    uploadProgress: db.collection('uploadProgress'),
    firmUploads: db.collection('firmUploads'),
    heldSubmissions: db.collection('heldSubmissions'),
    submissionFingerprints: db.collection('submissionFingerprints'),
    providerPhotos: db.collection('providerPhotos'),
  };
}
