import { z } from 'zod';
import { leadSchema, leadWithBusinessSchema } from '../entities/lead';
import { errorBodySchema } from '../errors';
import { isoDateTime, requestFrom } from '../fields';
import { LEAD_STATUSES } from '../lead-status';
import { successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The provider dashboard's leads (ARCHITECTURE §5). Every call needs the provider's access: the
 * session cookie from `POST /api/bookkeeper/{id}/session`, or the key itself (`X-Dashboard-Key`,
 * `?key=`). Without it, and for an unknown provider or lead, the answer is the same 401.
 */

const linkSecret = (name: string) => z.string(`${name} must be text`).min(1, `${name} is required`).max(200, `${name} must be at most 200 characters`);

/**
 * `POST /api/bookkeeper/{id}/session`: exactly one of the dashboard link's `key` or the one-time
 * `signin` token of a "Send me my dashboard link" mail, exchanged for an HttpOnly cookie.
 */
export const dashboardSessionRequestSchema = z
  .strictObject({ key: linkSecret('key').optional(), signin: linkSecret('signin').optional() })
  .superRefine((body, ctx) => {
    if (body.key === undefined && body.signin === undefined) ctx.addIssue({ code: 'custom', path: ['key'], message: 'key is required' });
    if (body.key !== undefined && body.signin !== undefined) ctx.addIssue({ code: 'custom', path: ['signin'], message: 'send either key or signin, not both' });
  });
export type DashboardSessionRequest = z.infer<typeof dashboardSessionRequestSchema>;

/** 200 with the cookie set; `expiresAt` is when this device has to open the link again. */
export const dashboardSessionResponseSchema = z.object({ success: z.literal(true), expiresAt: isoDateTime });
export type DashboardSessionResponse = z.infer<typeof dashboardSessionResponseSchema>;

/** `DELETE /api/bookkeeper/{id}/session` ("Sign out of this device"): the cookie is gone (also when there was none). */
export const dashboardSignOutResponseSchema = successMessageSchema;

/**
 * Query of `GET /api/bookkeeper/{id}/leads`: `utcOffset` is the viewer's offset from UTC in minutes
 * (east positive), so "This Month" starts at their midnight; `key` is the access key when no cookie.
 */
export const leadsQuerySchema = z.object({
  key: z.string().optional(),
  utcOffset: z.coerce.number('utcOffset must be a number of minutes').int('utcOffset must be whole minutes').min(-840, 'utcOffset must be between -840 and 840').max(840, 'utcOffset must be between -840 and 840').optional(),
});

/** The stat cards of the dashboard, computed by `computeLeadDashboardStats` (lead-dashboard-stats.ts). */
export const leadDashboardStatsSchema = z.object({
  thisMonth: z.number().int(),
  responseRate: z.number().int().min(0).max(100),
  wonLeads: z.number().int(),
  avgBudget: z.number().int(),
  newLeads: z.number().int(),
  medianResponseMinutes: z.number().int().nullable(),
});

/**
 * `GET /api/bookkeeper/{id}/leads`: every lead of the provider, newest first, with its request, the
 * stat cards, and the response deadline in hours that new matched leads get (each carries `respondBy`).
 */
export const leadsResponseSchema = z.object({
  success: z.literal(true),
  leads: z.array(leadWithBusinessSchema),
  stats: leadDashboardStatsSchema,
  responseHours: z.number().positive(),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/** `GET /api/lead/{id}` and `PATCH /api/lead/{id}`: the lead as it is now. */
export const leadResponseSchema = z.object({ success: z.literal(true), lead: leadSchema });
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/** `PATCH /api/lead/{id}`: a status change, compare-and-set on the status the client saw. */
export const leadUpdateRequestSchema = requestFrom(leadSchema)
  .pick({ status: true })
  .extend({
    /** The status the client saw when it made the change (compare-and-set). */
    from: z.enum(LEAD_STATUSES, 'from must be new, contacted, won, lost or passed').optional(),
  });
export type LeadUpdateRequest = z.infer<typeof leadUpdateRequestSchema>;

/** 409 of `PATCH /api/lead/{id}`: why, and the lead's current state for the client to show. */
export const leadConflictBodySchema = errorBodySchema.extend({ lead: leadSchema.optional() });
export type LeadConflictBody = z.infer<typeof leadConflictBodySchema>;

/**
 * The path's provider or lead id as the router matched it, never refused here: the access check
 * reads it, so a malformed id gets the same 401 as an unknown one or a wrong key.
 */
const idParams = z.object({ id: z.string() });

export const leadEndpoints = {
  /** Opening the dashboard link: its key becomes this device's session cookie. */
  openSession: defineEndpoint({
    method: 'POST',
    path: '/api/bookkeeper/:id/session',
    access: 'provider',
    params: idParams,
    body: dashboardSessionRequestSchema,
    response: dashboardSessionResponseSchema,
  }),
  /** "Sign out of this device": always succeeds, so it says nothing about the provider or the cookie. */
  closeSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/bookkeeper/:id/session',
    access: 'provider',
    params: idParams,
    response: dashboardSignOutResponseSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bookkeeper/:id/leads',
    access: 'provider',
    params: idParams,
    query: leadsQuerySchema,
    response: leadsResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/lead/:id',
    access: 'provider',
    params: idParams,
    response: leadResponseSchema,
  }),
  /** A status change the outbox may replay: checked for access before its Idempotency-Key is looked up. */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/lead/:id',
    access: 'provider',
    idempotent: true,
    params: idParams,
    body: leadUpdateRequestSchema,
    response: leadResponseSchema,
  }),
};

/**
 * `POST /api/admin/providers/{id}/dashboard-link` (admin session): a new key for the provider, whose
 * old link and signed-in devices stop working at once; the new link goes to the provider by mail only.
 */
export const dashboardLinkReissueResponseSchema = successMessageSchema;
