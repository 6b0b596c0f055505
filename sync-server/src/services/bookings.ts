import { OPEN_LEAD_STATUSES, type bookingCreateRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookingDoc } from '../db/documents';
import { insertOnce } from '../db/insert-once';
import { parseObjectId } from '../db/object-id';
import { InvalidReferenceError } from './domain-errors';
import { customerHireMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
import { PUBLIC_PROVIDER } from './marketplace-query';
import { ensureTakingNewClients } from './provider-availability';
import { businessJob } from './match-jobs';
import { leadForBooking, type MatchingDeps } from './matching';
import { linkableKey, requestKeyFor } from './request-access';
import { requestUrl } from './site-links';

export type BookingSubmission = z.output<typeof bookingCreateRequestSchema>;

export interface BookingDeps extends MatchingDeps {
  collections: MatchingDeps['collections'] & Pick<Collections, 'bookings' | 'businesses'>;
}

/**
 * Step 2 of the hire flow: the business from step 1 books one listed provider. A booking always
 * creates the lead for its provider (spec §4, hire flow), scored like any match.
 *
 * `claimedId` (a keyed request's, http/idempotency.ts) is the booking's _id, so the booking is made
 * at most once: a retry after a crash finds the first run's booking, makes sure its lead exists,
 * and answers with it, even if the provider has left the listing since.
 *
 * The booking is the hire's request: it is stored with the key of the hire's private page
 * (request-access.ts), linked from the customer's mail and returned for the answer. A keyed booking
 * uses its claimed secret (`claimedKey`), so a retry mails and answers the same key.
 */
export async function createBooking(
  deps: BookingDeps,
  input: BookingSubmission,
  claimedId?: ObjectId,
  claimedKey?: string,
): Promise<{ booking: BookingDoc; accessKey?: string | undefined }> {
  const { bookings, bookkeepers, businesses } = deps.collections;
  const key = requestKeyFor(claimedKey);
  const earlier = claimedId && (await bookings.findOne({ _id: claimedId }));
  if (earlier) {
    const accessKey = await linkableKey(bookings, earlier, key);
    return { booking: await completeBooking(deps, earlier, accessKey), accessKey };
  }
  const provider = await bookedProvider(bookkeepers, input.bookkeeperId);
  const businessId = parseObjectId(input.businessId);
  const business = businessId && (await businesses.findOne({ _id: businessId }));
  if (!business) throw unknownBusiness();

  const now = new Date();
  const hourlyRate = provider.hourlyRate ?? undefined;
  const booking: BookingDoc = {
    _id: claimedId ?? new ObjectId(),
    bookkeeperId: provider._id,
    businessId: business._id,
    status: 'pending',
    serviceType: input.serviceType,
    startDate: new Date(input.startDate),
    endDate: undefined,
    hourlyRate,
    monthlyRate: provider.monthlyStartingPrice ?? undefined,
    estimatedHours: input.estimatedHours,
    totalAmount: hourlyRate && input.estimatedHours ? hourlyRate * input.estimatedHours : undefined,
    description: input.description,
    clientNotes: input.clientNotes,
    createdAt: now,
    updatedAt: now,
    accessKeyHash: key.accessKeyHash,
  };
  // The same booking stored meanwhile by another run of its key (a stale claim taken over) is the answer too.
  const stored = await insertOnce(bookings, booking);
  const accessKey = await linkableKey(bookings, stored.doc, key);
  await leadForBooking(deps, businessJob(business, 'booking', stored.doc), provider);
  await enqueueMail(deps.collections.outbox, customerHireMail({ booking: stored.doc, business, provider, requestUrl: hireUrl(deps, stored.doc, accessKey) }));
  return { booking: stored.doc, accessKey };
}

const hireUrl = (deps: BookingDeps, booking: BookingDoc, accessKey: string | undefined) => (accessKey === undefined ? undefined : requestUrl(deps.publicUrl, booking._id, accessKey));

/** Makes the lead (and its notice) a stored booking's first run may not have made; a lead the provider already answered is not made again. */
async function completeBooking(deps: BookingDeps, booking: BookingDoc, accessKey: string | undefined): Promise<BookingDoc> {
  const { bookkeepers, businesses, leads } = deps.collections;
  const lead = await leads.findOne({ businessId: booking.businessId, bookkeeperId: booking.bookkeeperId }, { sort: { createdAt: -1 }, projection: { status: 1 } });
  if (lead && !OPEN_LEAD_STATUSES.includes(lead.status)) return booking;
  const [provider, business] = await Promise.all([bookkeepers.findOne({ _id: booking.bookkeeperId }), businesses.findOne({ _id: booking.businessId })]);
  if (!provider || !business) return booking;
  await leadForBooking(deps, businessJob(business, 'booking', booking), provider);
  // Keyed per booking: a first run that mailed already is not mailed again.
  await enqueueMail(deps.collections.outbox, customerHireMail({ booking, business, provider, requestUrl: hireUrl(deps, booking, accessKey) }));
  return booking;
}

/** The listed provider a booking names, or the 422 naming `bookkeeperId`; the 409 if they are not taking new clients. */
export async function bookedProvider(bookkeepers: BookingDeps['collections']['bookkeepers'], bookkeeperId: string) {
  const id = parseObjectId(bookkeeperId);
  const provider = id && (await bookkeepers.findOne({ _id: id, ...PUBLIC_PROVIDER }));
  if (!provider) throw unknown('bookkeeperId', 'Professional not found');
  ensureTakingNewClients(provider);
  return provider;
}

/** The 422 naming `businessId`: no business of that id. */
export const unknownBusiness = () => unknown('businessId', 'Business not found');

const unknown = (field: string, message: string) => new InvalidReferenceError(`${field}: ${message}`, { errors: [{ path: field, message }] });
