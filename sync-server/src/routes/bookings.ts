import Router from '@koa/router';
import { bookingCreateRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BookingDoc } from '../db/documents';
import { unprocessable } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { PUBLIC_PROVIDER } from '../services/marketplace-query';
import { businessJob } from '../services/match-requests';
import { leadForBooking } from '../services/matching';

const asObjectId = (id: string) => (/^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : undefined);

export function bookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { bookings, bookkeepers, businesses } = context.collections;

  // Step 2 of the hire flow: the business from step 1 books one approved provider.
  router.post('/bookings', idempotent(context.collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookingCreateRequestSchema);
    const bookkeeperId = asObjectId(input.bookkeeperId);
    const businessId = asObjectId(input.businessId);
    const provider = bookkeeperId && (await bookkeepers.findOne({ _id: bookkeeperId, ...PUBLIC_PROVIDER }));
    if (!provider) {
      throw unprocessable('bookkeeperId: Professional not found', [{ path: 'bookkeeperId', message: 'Professional not found' }]);
    }
    const business = businessId && (await businesses.findOne({ _id: businessId }));
    if (!business) {
      throw unprocessable('businessId: Business not found', [{ path: 'businessId', message: 'Business not found' }]);
    }
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
    // A booking always creates the lead for its provider (spec §4, hire flow), scored like any match.
    await leadForBooking(context, businessJob(business, 'booking'), provider);
    ctx.status = 201;
    ctx.body = { success: true, message: 'Booking request sent', bookingId: booking._id.toHexString() };
  });
  return router;
}
