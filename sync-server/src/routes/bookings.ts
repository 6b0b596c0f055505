import type Router from '@koa/router';
import { API, HOLD_REASONS, requestPagePath } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { AppContext } from '../app-context';
import { parseObjectId } from '../db/object-id';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { claimedId, claimedSecret } from '../http/idempotency';
import { newAccessKey } from '../services/access-keys';
import { bookedProvider, createBooking, unknownBusiness } from '../services/bookings';
import { bookingSubmission } from '../services/submission-content';
import { holdSubmission, screenedWrite } from '../services/submission-screen';

export function bookingRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { collections, publicUrl } = context;

  // Step 2 of the hire flow (services/bookings.ts). A booking a spam rule holds, or whose business
  // (step 1) was held, is answered the same, without lead or mail (services/submission-screen.ts).
  endpoint(API.bookings.create).handle(async ({ body: { homepage, ...input } }, ctx) => {
    const id = claimedId(ctx) ?? new ObjectId();
    const answer = (accessKey: string | undefined) => ({
      success: true as const,
      message: 'Booking request sent',
      bookingId: id.toHexString(),
      // The hire's private page, for the success page (the mail carries it too).
      requestUrl: accessKey && requestPagePath(id.toHexString(), accessKey),
    });
    const book = async () => answer((await createBooking({ collections, publicUrl }, input, id, claimedSecret(ctx))).accessKey);
    // A retry of a key whose first run stored the booking finishes that run, even if the provider has left since.
    if (await collections.bookings.findOne({ _id: id }, { projection: { _id: 1 } })) return book();
    const provider = await bookedProvider(collections.bookkeepers, input.bookkeeperId);
    const businessId = parseObjectId(input.businessId);
    const [business, heldBusiness] = businessId
      ? await Promise.all([collections.businesses.findOne({ _id: businessId }), collections.heldSubmissions.findOne({ _id: businessId, kind: 'business' })])
      : [null, null];
    const owner = business ?? heldBusiness;
    if (!owner) throw unknownBusiness();
    const submission = {
      ...bookingSubmission({ ...input, homepage }, { email: owner.email, contactName: business?.contactName ?? heldBusiness?.name }, provider.fullName),
      reasons: heldBusiness ? [HOLD_REASONS.heldBusiness] : [],
    };
    return screenedWrite(context, submission, {
      id,
      run: book,
      hold: async (reasons) => {
        const accessKey = claimedSecret(ctx) ?? newAccessKey();
        await holdSubmission(collections.heldSubmissions, submission, reasons, { id, input, accessKey });
        return answer(accessKey);
      },
    });
  });
  return router;
}
