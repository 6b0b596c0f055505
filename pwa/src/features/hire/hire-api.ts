import { bookingCreateResponseSchema, businessRegisterResponseSchema } from '@ledgerlink/shared-schema';
import { apiSend, isApiError } from '../../api/client';
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

/** The hire flow's two dependent calls (spec §4): register the business, then book with its id. */
export async function sendHireRequest(values: HireFormValues, bookkeeperId: string): Promise<{ businessId: string }> {
  const { businessId } = await step('register', () =>
    apiSend('POST', '/api/business/register', buildHireBusiness(values), businessRegisterResponseSchema),
  );
  await step('booking', () => apiSend('POST', '/api/bookings', buildHireBooking(values, bookkeeperId, businessId), bookingCreateResponseSchema));
  return { businessId };
}
