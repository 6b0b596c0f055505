import { z } from 'zod';
import { businessSchema } from '../entities/business';
import { entityId, requestFrom } from '../fields';
import { defineEndpoint } from './endpoint';
import { honeypotShape } from '../spam';
import { requestUrlField } from './requests';

/** `POST /api/business/register`: the business request form, and step 1 of the hire flow. */
export const businessRegisterRequestSchema = requestFrom(businessSchema)
  .omit({ id: true, createdAt: true })
  .extend({
    /** `request` (the business form) is matched with 1-3 providers; `hire` waits for its booking. */
    purpose: z.enum(['request', 'hire']).default('request'),
    ...honeypotShape,
  });
export type BusinessRegisterRequest = z.input<typeof businessRegisterRequestSchema>;

/** 201: the stored business and how many providers it was matched with (0 for `hire`). */
export const businessRegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  businessId: entityId,
  matched: z.number().int().min(0),
  requestUrl: requestUrlField,
});
export type BusinessRegisterResponse = z.infer<typeof businessRegisterResponseSchema>;

export const businessEndpoints = {
  /** The business request form (matched with providers) and step 1 of the hire flow (not matched). */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/business/register',
    access: 'public',
    idempotent: true,
    body: businessRegisterRequestSchema,
    response: businessRegisterResponseSchema,
    status: 201,
  }),
};
