import { bookingEndpoints } from './bookings';
import { businessEndpoints } from './business';
import type { Endpoint } from './endpoint';
import { matchesPath } from './endpoint';
import { leadEndpoints } from './leads';
import { registrationEndpoints } from './providers';
import { questionnaireEndpoints } from './questionnaire';

/** Every endpoint of the API, by area: `API.bookings.create`. */
export const API = {
  bookings: bookingEndpoints,
  business: businessEndpoints,
  leads: leadEndpoints,
  questionnaire: questionnaireEndpoints,
  registration: registrationEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API).flatMap((area) => Object.values(area) as Endpoint[]);

const parameterCount = (endpoint: Endpoint) => endpoint.path.split(':').length - 1;

/** The endpoint answering `method path` (no query), as the server routes it: a literal segment wins over a parameter. */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const matches = ALL_ENDPOINTS.filter((endpoint) => endpoint.method === method && matchesPath(endpoint, path));
  return matches.sort((a, b) => parameterCount(a) - parameterCount(b))[0];
}
