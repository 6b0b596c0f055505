import { z } from 'zod';
import { publicBookkeeperSchema } from '../entities/bookkeeper';
import { businessSchema } from '../entities/business';
import { entityId, isoDateTime, requestFrom, requiredText } from '../fields';
import { CUSTOMER_OUTCOMES } from '../lead-status';
import { BUDGETS, TIMELINES } from '../options';
import { REQUEST_MATCH_STATUSES } from '../request-match-state';
import { successMessageSchema } from './common';
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

/** The page that stops a request's update emails: where the unsubscribe link of each update email leads. */
export function requestUnsubscribePagePath(requestId: string, key?: string): string {
  const path = `${requestPagePath(requestId)}/unsubscribe`;
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
 * How the customer ended their request, if they did: they hired the professional of `leadId`, or
 * closed it with a reason. Either way no further matches are offered.
 */
export const requestOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hired'), leadId: entityId, at: isoDateTime }),
  z.object({ kind: z.literal('closed'), reason: z.string(), at: isoDateTime }),
]);
export type RequestOutcome = z.infer<typeof requestOutcomeSchema>;

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
  /** Set once the customer hired someone or closed the request. */
  outcome: requestOutcomeSchema.optional(),
  /** Whether contact details, budget and timeline may still be changed (`PATCH`): until a professional responds, and while the request is not ended. */
  editable: z.boolean().optional(),
  /** Whether the customer gets update emails (at most one an hour) when a professional contacts them or passes; false once they unsubscribed. */
  updatesByEmail: z.boolean().optional(),
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
  credentials: true,
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
  /** The customer's own word ended this match (lead-status.ts): hired, hired someone else, or closed. */
  customerOutcome: z.enum(CUSTOMER_OUTCOMES).optional(),
});
export type RequestMatch = z.infer<typeof requestMatchSchema>;

/** `GET /api/requests/{id}`: the request and its matches, oldest first. */
export const requestPageResponseSchema = z.object({
  success: z.literal(true),
  request: customerRequestSummarySchema,
  matches: z.array(requestMatchSchema),
});
export type RequestPageResponse = z.infer<typeof requestPageResponseSchema>;

/** `POST /api/requests/{id}/more-matches`: how many professionals were added, and what that means in words. */
export const moreMatchesResponseSchema = z.object({ success: z.literal(true), added: z.number().int().min(0), message: z.string() });
export type MoreMatchesResponse = z.infer<typeof moreMatchesResponseSchema>;

/** `POST /api/requests/{id}/hired`: the match (its `leadId`) the customer hired. */
export const requestHiredRequestSchema = z.strictObject({ leadId: entityId });
export type RequestHiredRequest = z.infer<typeof requestHiredRequestSchema>;

/** `POST /api/requests/{id}/close`: why the customer no longer needs help; the open matches' professionals read it. */
export const requestCloseRequestSchema = z.strictObject({ reason: requiredText('Reason', 500) });
export type RequestCloseRequest = z.infer<typeof requestCloseRequestSchema>;

/**
 * `POST /api/requests/{id}/updates-by-email`: `subscribed: false` stops the request's update emails
 * (the unsubscribe link of each one), `true` turns them back on.
 */
export const requestUpdatesByEmailRequestSchema = z.strictObject({ subscribed: z.boolean('subscribed must be true or false') });
export type RequestUpdatesByEmailRequest = z.infer<typeof requestUpdatesByEmailRequestSchema>;

const businessRules = requestFrom(businessSchema).shape;

/**
 * `PATCH /api/requests/{id}`: the contact details, budget and timeline, each held to the rule of the
 * form that asked for it; only the fields sent change. A questionnaire asked for no name, budget or
 * timeline, so it takes only `email` and `phone`.
 */
export const requestEditSchema = z
  .strictObject({
    name: businessRules.contactName,
    email: businessRules.email,
    phone: businessRules.phone,
    budget: businessRules.budget,
    timeline: businessRules.timeline,
  })
  .partial()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), 'Change at least one of name, email, phone, budget or timeline');
export type RequestEdit = z.infer<typeof requestEditSchema>;

/** 200 of `PATCH /api/requests/{id}`: the request as it now reads. */
export const requestEditResponseSchema = z.object({ success: z.literal(true), request: customerRequestSummarySchema });
export type RequestEditResponse = z.infer<typeof requestEditResponseSchema>;

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
  /**
   * The customer's actions, each queued by the page's outbox and replayed under its
   * `Idempotency-Key` (scoped to the request whose access was checked): "Ask for more matches".
   */
  moreMatches: defineEndpoint({
    method: 'POST',
    path: '/api/requests/:id/more-matches',
    access: 'request',
    idempotent: true,
    params: idParams,
    query: requestReadQuerySchema,
    response: moreMatchesResponseSchema,
  }),
  /** "I hired {name}": that match is won on the customer's word, the other open ones are lost. */
  hired: defineEndpoint({
    method: 'POST',
    path: '/api/requests/:id/hired',
    access: 'request',
    idempotent: true,
    params: idParams,
    query: requestReadQuerySchema,
    body: requestHiredRequestSchema,
    response: successMessageSchema,
  }),
  /** "Close my request": the open matches are lost with the customer's reason. */
  close: defineEndpoint({
    method: 'POST',
    path: '/api/requests/:id/close',
    access: 'request',
    idempotent: true,
    params: idParams,
    query: requestReadQuerySchema,
    body: requestCloseRequestSchema,
    response: successMessageSchema,
  }),
  /** Update emails on or off: the unsubscribe link's page sends `{subscribed: false}`. */
  updatesByEmail: defineEndpoint({
    method: 'POST',
    path: '/api/requests/:id/updates-by-email',
    access: 'request',
    idempotent: true,
    params: idParams,
    query: requestReadQuerySchema,
    body: requestUpdatesByEmailRequestSchema,
    response: successMessageSchema,
  }),
  /** Contact details, budget and timeline, until a professional has responded. */
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/requests/:id',
    access: 'request',
    idempotent: true,
    params: idParams,
    query: requestReadQuerySchema,
    body: requestEditSchema,
    response: requestEditResponseSchema,
  }),
};
