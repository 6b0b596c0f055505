import { adminEndpoints } from './admin';
import { adminBookingEndpoints } from './admin-bookings';
import { adminHeldEndpoints } from './admin-held';
import { adminReviewEndpoints } from './admin-reviews';
import { adminSystemEndpoints } from './admin-system';
import { adminUploadEndpoints } from './admin-upload';
import { authEndpoints } from './auth';
import { bookingEndpoints } from './bookings';
import { businessEndpoints } from './business';
import { healthEndpoints } from './common';
import { dashboardLinkEndpoints } from './dashboard-link';
import type { Endpoint } from './endpoint';
import { matchesPath } from './endpoint';
import { leadEndpoints } from './leads';
import { marketplaceEndpoints } from './marketplace';
import { providerPhotoEndpoints } from './provider-photo';
import { providerProfileEndpoints } from './provider-profile';
import { providerReviewEndpoints } from './provider-reviews';
import { catalogueEndpoints, registrationEndpoints } from './providers';
import { questionnaireEndpoints } from './questionnaire';
import { requestEndpoints } from './requests';
import { reviewEndpoints } from './reviews';
import { settingsEndpoints } from './settings';
import { siteEndpoints } from './site';
import { statsEndpoints } from './stats';
import { syncEndpoints } from './sync';

/** Every endpoint of the API, by area: `API.bookings.create`. */
export const API = {
  admin: adminEndpoints,
  adminBookings: adminBookingEndpoints,
  adminHeld: adminHeldEndpoints,
  adminReviews: adminReviewEndpoints,
  adminSystem: adminSystemEndpoints,
  adminUpload: adminUploadEndpoints,
  auth: authEndpoints,
  bookings: bookingEndpoints,
  business: businessEndpoints,
  catalogue: catalogueEndpoints,
  dashboardLink: dashboardLinkEndpoints,
  marketplace: marketplaceEndpoints,
  settings: settingsEndpoints,
  sync: syncEndpoints,
  health: healthEndpoints,
  site: siteEndpoints,
  stats: statsEndpoints,
  leads: leadEndpoints,
  questionnaire: questionnaireEndpoints,
  requests: requestEndpoints,
  reviews: reviewEndpoints,
  providerPhoto: providerPhotoEndpoints,
  providerReviews: providerReviewEndpoints,
  providerProfile: providerProfileEndpoints,
  registration: registrationEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API).flatMap((area) => Object.values(area) as Endpoint[]);

const parameterCount = (endpoint: Endpoint) => endpoint.path.split(':').length - 1;

/** The endpoint answering `method path` (no query), as the server routes it: a literal segment wins over a parameter. */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const matches = ALL_ENDPOINTS.filter((endpoint) => endpoint.method === method && matchesPath(endpoint, path));
  return matches.sort((a, b) => parameterCount(a) - parameterCount(b))[0];
}
