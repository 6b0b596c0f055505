import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';
import { businessSchema } from './business';

export const UNMATCHED_REQUEST_KINDS = ['questionnaire', 'business-request'] as const;

/**
 * A request nobody was matched with, as the admin list shows it: a questionnaire or a business
 * request, with how to reach the customer and why matching found no one.
 */
export const unmatchedRequestSchema = z.object({
  kind: z.enum(UNMATCHED_REQUEST_KINDS),
  id: entityId,
  createdAt: isoDateTime,
  email: businessSchema.shape.email,
  phone: z.string(),
  services: z.array(z.string()),
  reason: z.string(),
});
export type UnmatchedRequest = z.infer<typeof unmatchedRequestSchema>;
