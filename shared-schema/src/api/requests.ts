import { z } from 'zod';
import { publicBookkeeperSchema } from '../entities/bookkeeper';
import { entityId, isoDateTime } from '../fields';
import { BUDGETS, TIMELINES } from '../options';
import { REQUEST_MATCH_STATUSES } from '../request-match-state';
import { defineEndpoint } from './endpoint';

/**
 * A customer's private request page (ARCHITECTURE §5): a questionnaire, a business request or a
 * hire, and what became of each match. Every call needs the request's access: the session cookie
 * from `POST /api/requests/{id}/session`, or the key from the request link itself (`X-Request-Key`,
 * `?key=`). Without it, and for an unknown or malformed id, the answer is the same 401.
 */

/** The page of a request: where its link leads (`?key=` opens it on a device that has no session yet). */
export function requestPagePath(requestId: string, key?: string): string {
  const path = `/request/${encodeURIComponent(requestId)}`;
  return key === undefined ? path : `${path}?key=${encodeURIComponent(key)}`;
}

/**
 * `requestUrl` of a create answer (questionnaire, business request, hire booking): the request page's
 * site-relative link with its key, for the success page. Absent on answers stored for replay before
 * request pages existed, and on step 1 of a hire (its booking's answer carries the link).
 */
export const requestUrlField = z
  .string()
  .regex(/^\/request\/[0-9a-f]{24}\?key=[A-Za-z0-9_-]+$/, 'must be a request page link')
  .optional();

/** `POST /api/requests/{id}/session`: the key from the request link, exchanged for an HttpOnly cookie. */
export const requestSessionRequestSchema = z.strictObject({
  key: z.string('key is required').min(1, 'key is required').max(200, 'key must be at most 200 characters'),
});
export type RequestSessionRequest = z.infer<typeof requestSessionRequestSchema>;

/** 200 with the cookie set; `expiresAt` is when this device has to open the link again. */
export const requestSessionResponseSchema = z.object({ success: z.literal(true), expiresAt: isoDateTime });
export type RequestSessionResponse = z.infer<typeof requestSessionResponseSchema>;

/** Query of the request's reads: `key`, the access key when the device holds no cookie. */
export const requestReadQuerySchema = z.object({ key: z.string().optional() });

export const CUSTOMER_REQUEST_KINDS = ['questionnaire', 'business', 'hire'] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

/**
 * What the customer asked: the services, the budget and timeline where the form asked for them
 * (business requests and hires), where, and how professionals reach them.
 */
export const customerRequestSummarySchema = z.object({
  id: entityId,
  kind: z.enum(CUSTOMER_REQUEST_KINDS),
  services: z.array(z.string()),
  budget: z.enum(BUDGETS).optional(),
  timeline: z.enum(TIMELINES).optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  contact: z.object({ name: z.string().optional(), email: z.string(), phone: z.string().optional() }),
  createdAt: isoDateTime,
});
export type CustomerRequestSummary = z.infer<typeof customerRequestSummarySchema>;

/** The professional of a match, as the marketplace card shows them (contact details come by mail). */
export const requestMatchProviderSchema = publicBookkeeperSchema.pick({
  id: true,
  fullName: true,
  businessName: true,
  profileImageUrl: true,
  providerType: true,
  location: true,
  averageRating: true,
  totalReviews: true,
  slug: true,
  username: true,
});

/**
 * One match: the lead's status (`expired` once its deadline passed unanswered), the same in the
 * customer's words (`requestMatchState`, request-match-state.ts, which the page may recompute
 * offline from these fields), who, and why they matched (the score out of 100 and its parts).
 */
export const requestMatchSchema = z.object({
  leadId: entityId,
  status: z.enum(REQUEST_MATCH_STATUSES),
  state: z.string(),
  provider: requestMatchProviderSchema,
  score: z.number().min(0).max(100),
  breakdown: z.record(z.string(), z.number()),
  respondBy: isoDateTime.optional(),
  updatedAt: isoDateTime,
  /** Another professional was offered the request in this one's place. */
  replaced: z.boolean(),
});
export type RequestMatch = z.infer<typeof requestMatchSchema>;

/** `GET /api/requests/{id}`: the request and its matches, oldest first. */
export const requestPageResponseSchema = z.object({
  success: z.literal(true),
  request: customerRequestSummarySchema,
  matches: z.array(requestMatchSchema),
});
export type RequestPageResponse = z.infer<typeof requestPageResponseSchema>;

/**
 * The path's request id as the router matched it, never refused here: the access check reads it,
 * so a malformed id gets the same 401 as an unknown one or a wrong key.
 */
const idParams = z.object({ id: z.string() });

export const requestEndpoints = {
  /** Opening the request link: its key becomes this device's session cookie for that request. */
  openSession: defineEndpoint({
    method: 'POST',
    path: '/api/requests/:id/session',
    access: 'request',
    params: idParams,
    body: requestSessionRequestSchema,
    response: requestSessionResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/requests/:id',
    access: 'request',
    params: idParams,
    query: requestReadQuerySchema,
    response: requestPageResponseSchema,
  }),
};
