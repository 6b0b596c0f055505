import { bookingCreateResponseSchema, businessRegisterResponseSchema } from '@ledgerlink/shared-schema';
import { apiSend, isApiError } from '../../api/client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { buildHireBooking, buildHireBusiness, type HireFormValues } from './hire-form';
import { HireStepError, type HireStep } from './hire-errors';

/** Server refusals are named after their step; network failures pass through unchanged. */
async function step<T>(name: HireStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isApiError(error) ? new HireStepError(name, error) : error;
  }
}

/** One call of a hire as sent: the body, the Idempotency-Key it went with and, once known, its result id. */
interface SentCall {
  body: string;
  idempotencyKey: string;
  id?: string;
}

/**
 * What one hire page remembers between attempts, so a retry never makes orphans: a business
 * registered by an attempt whose booking then failed is reused while its fields are unchanged,
 * and a call whose answer was lost is resent with the same Idempotency-Key (the server replays
 * its first answer instead of creating a second record).
 */
export interface HireAttempts {
  business?: SentCall;
  booking?: SentCall;
}

/** The key to send `body` with: the earlier one when the same body is sent again. */
function callFor(previous: SentCall | undefined, body: string): SentCall {
  return previous && previous.body === body ? previous : { body, idempotencyKey: newIdempotencyKey() };
}

const send = <T>(path: string, call: SentCall, schema: { parse(data: unknown): T }) =>
  apiSend('POST', path, JSON.parse(call.body) as unknown, schema, { headers: { 'Idempotency-Key': call.idempotencyKey } });

/** The hire flow's two dependent calls (spec §4): register the business, then book with its id. */
export async function sendHireRequest(values: HireFormValues, bookkeeperId: string, attempts: HireAttempts = {}): Promise<{ businessId: string }> {
  const business = callFor(attempts.business, JSON.stringify(buildHireBusiness(values)));
  attempts.business = business;
  if (!business.id) {
    const registered = await step('register', () => send('/api/business/register', business, businessRegisterResponseSchema));
    business.id = registered.businessId;
  }
  const businessId = business.id;
  const booking = callFor(attempts.booking, JSON.stringify(buildHireBooking(values, bookkeeperId, businessId)));
  attempts.booking = booking;
  await step('booking', () => send('/api/bookings', booking, bookingCreateResponseSchema));
  return { businessId };
}
