import type { Collection, Db } from 'mongodb';
import type { IdempotencyRecord } from '../http/idempotency';
import type { AdminUserDoc } from '../services/admin-user';
import type { OutboxMessageDoc } from '../services/mail/outbox';
import type { SessionDoc } from '../services/sessions';
import type {
  BookingDoc,
  BookkeeperDoc,
  BusinessDoc,
  CatalogueTombstoneDoc,
  CityDoc,
  CountryDoc,
  CustomerOnboardingDoc,
  LeadDoc,
  ReviewDoc,
  ServiceDoc,
} from './documents';

export interface Collections {
  countries: Collection<CountryDoc>;
  cities: Collection<CityDoc>;
  services: Collection<ServiceDoc>;
  businesses: Collection<BusinessDoc>;
  bookkeepers: Collection<BookkeeperDoc>;
  leads: Collection<LeadDoc>;
  bookings: Collection<BookingDoc>;
  reviews: Collection<ReviewDoc>;
  customerOnboardings: Collection<CustomerOnboardingDoc>;
  catalogueTombstones: Collection<CatalogueTombstoneDoc>;
  idempotencyKeys: Collection<IdempotencyRecord>;
  outbox: Collection<OutboxMessageDoc>;
  users: Collection<AdminUserDoc>;
  sessions: Collection<SessionDoc>;
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
    customerOnboardings: db.collection('customerOnboardings'),
    catalogueTombstones: db.collection('catalogueTombstones'),
    idempotencyKeys: db.collection('idempotencyKeys'),
    outbox: db.collection('outbox'),
    users: db.collection('users'),
    sessions: db.collection('sessions'),
  };
}
