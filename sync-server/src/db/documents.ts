import type { ObjectId } from 'mongodb';
import type {
  Booking,
  Bookkeeper,
  Business,
  City,
  Country,
  CustomerOnboarding,
  Lead,
  Review,
  Service,
} from '@ledgerlink/shared-schema';

/**
 * MongoDB documents are derived from the shared API entities: `id` becomes `_id`, references
 * become ObjectIds and timestamps become Dates. `to-api.ts` maps them back; presenters then parse
 * the result with the shared schema, which drops every internal field.
 */
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
};
export type ReviewDoc = Stored<Review, 'bookkeeperId' | 'businessId' | 'bookingId', 'createdAt'>;
export type CustomerOnboardingDoc = Stored<CustomerOnboarding, never, 'createdAt' | 'matchedAt'>;
export type BookingDoc = Stored<Booking, 'bookkeeperId' | 'businessId', 'createdAt' | 'updatedAt' | 'startDate' | 'endDate'>;
export type LeadDoc = Stored<Lead, 'bookkeeperId' | 'businessId' | 'onboardingId', 'createdAt' | 'notifiedAt' | 'respondedAt'> & {
  updatedAt: Date;
};

export type BookkeeperDoc = Stored<Bookkeeper, never, 'createdAt' | 'updatedAt'> & {
  /** SHA-256 of the secret in the provider's dashboard link (ARCHITECTURE §5); never in a response. */
  dashboardKeyHash?: string;
  rejectionReason?: string;
  /** Lead counters for matching (services/lead-stats.ts); internal, never in a response. */
  leadStats?: LeadStats;
};

/** `total` leads ever, `acted` = no longer new, `open` = new or contacted. */
export interface LeadStats {
  total: number;
  acted: number;
  open: number;
}

/** A provider removed for good still has to reach offline catalogues as a tombstone. */
export interface CatalogueTombstoneDoc {
  _id: ObjectId;
  updatedAt: Date;
}
