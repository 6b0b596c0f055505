import type { bookingCreateRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookingDoc } from '../db/documents';
import { parseObjectId } from '../db/object-id';
import { InvalidReferenceError } from './domain-errors';
import { PUBLIC_PROVIDER } from './marketplace-query';
import { businessJob } from './match-requests';
import { leadForBooking, type MatchingDeps } from './matching';

export type BookingSubmission = z.output<typeof bookingCreateRequestSchema>;

export interface BookingDeps extends MatchingDeps {
  collections: MatchingDeps['collections'] & Pick<Collections, 'bookings' | 'businesses'>;
}

/**
 * Step 2 of the hire flow: the business from step 1 books one listed provider. A booking always
 * creates the lead for its provider (spec §4, hire flow), scored like any match.
 */
export async function createBooking(deps: BookingDeps, input: BookingSubmission): Promise<BookingDoc> {
  const { bookings, bookkeepers, businesses } = deps.collections;
  const bookkeeperId = parseObjectId(input.bookkeeperId);
  const provider = bookkeeperId && (await bookkeepers.findOne({ _id: bookkeeperId, ...PUBLIC_PROVIDER }));
  if (!provider) throw unknown('bookkeeperId', 'Professional not found');
  const businessId = parseObjectId(input.businessId);
  const business = businessId && (await businesses.findOne({ _id: businessId }));
  if (!business) throw unknown('businessId', 'Business not found');

  const now = new Date();
  const hourlyRate = provider.hourlyRate ?? undefined;
  const booking: BookingDoc = {
    _id: new ObjectId(),
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
  };
  await bookings.insertOne(booking);
  await leadForBooking(deps, businessJob(business, 'booking'), provider);
  return booking;
}

const unknown = (field: string, message: string) => new InvalidReferenceError(`${field}: ${message}`, { errors: [{ path: field, message }] });
