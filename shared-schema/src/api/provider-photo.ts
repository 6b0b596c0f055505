import { z } from 'zod';
import { successMessageSchema } from './common';
import { defineEndpoint, MULTIPART } from './endpoint';

/**
 * A provider's photo or logo from their dashboard (provider access, the same single 401 as the lead
 * calls). Limits and paths: shared-schema provider-photo.ts.
 */

/** `POST /api/bookkeeper/{id}/photo` (multipart field `photo`): where the profile and the cards now load it from. */
export const providerPhotoResponseSchema = z.object({ success: z.literal(true), profileImageUrl: z.string(), cardImageUrl: z.string() });
export type ProviderPhotoResponse = z.infer<typeof providerPhotoResponseSchema>;

/** `DELETE /api/bookkeeper/{id}/photo`: the profile image it falls back to (a firm's generated logo), if any. */
export const removeProviderPhotoResponseSchema = successMessageSchema.extend({ profileImageUrl: z.string().optional() });

/** The id as the router matched it: the access check reads it, so a malformed one gets the same 401. */
const providerParams = z.object({ id: z.string() });

export const providerPhotoEndpoints = {
  upload: defineEndpoint({ method: 'POST', path: '/api/bookkeeper/:id/photo', access: 'provider', params: providerParams, body: MULTIPART, response: providerPhotoResponseSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/bookkeeper/:id/photo', access: 'provider', params: providerParams, response: removeProviderPhotoResponseSchema }),
};
