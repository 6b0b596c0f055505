import { z } from 'zod';
import { adminCredentialSchema, credentialCheckRequestSchema } from '../credentials';
import { unmatchedRequestSchema } from '../entities/admin';
import { bookkeeperSchema } from '../entities/bookkeeper';
import { businessSchema } from '../entities/business';
import { uploadIdSchema } from '../entities/firm-upload';
import { leadSchema } from '../entities/lead';
import { serviceSchema } from '../entities/service';
import { isoDateTime, optionalText, requestFrom, requiredText } from '../fields';
import { LEAD_STATUSES } from '../lead-status';
import { PROVIDER_SERVICES } from '../options';
import { PROVIDER_REVIEW_STATUSES } from '../provider-review-status';
import { paginationSchema, queryCount, queryText, successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';
import { editOf } from './record-edit';

/**
 * The admin API (spec §7, ARCHITECTURE §5): every endpoint needs an admin session. Lists page and
 * sort on the server; CSV uploads and system monitoring live in `admin-upload.ts` and `admin-system.ts`.
 */

/** `GET /api/admin/unmatched-requests`: requests nobody was matched with, newest first. */
export const unmatchedRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(unmatchedRequestSchema) });
export type UnmatchedRequestsResponse = z.infer<typeof unmatchedRequestsResponseSchema>;

/** `POST /api/admin/unmatched-requests/{kind}/{id}/rematch`: matching run again for a request still waiting. */
export const rematchRequestParamsSchema = z.object({ kind: unmatchedRequestSchema.shape.kind, id: z.string() });
export const rematchResponseSchema = successMessageSchema.extend({ matched: z.number() });

/** `PATCH /api/admin/providers/{id}/reject`. */
export const rejectProviderRequestSchema = z.strictObject({ reason: requiredText('Reason', 1000) });
export type RejectProviderRequest = z.input<typeof rejectProviderRequestSchema>;

/** `PATCH /api/admin/providers/{id}/approve` and `/reject`: also when the provider already was. */
export const providerDecisionResponseSchema = successMessageSchema;

/**
 * `PATCH /api/admin/providers/{id}/credentials/{certification}`: the certification as stored (an
 * option value or an entry of `otherCertifications`), URL-encoded; 404 when the provider does not
 * claim it. The answer is the provider's credentials as admins see them.
 */
export const credentialCheckParamsSchema = z.object({ id: z.string(), certification: z.string() });
export const credentialCheckResponseSchema = successMessageSchema.extend({ credentials: z.array(adminCredentialSchema) });
export type CredentialCheckResponse = z.infer<typeof credentialCheckResponseSchema>;

// ---- lists ----

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;

/** Paging, ordering and search every admin list takes (`?search=&page=&limit=&order=`). */
export const adminListQuery = z.object({
  search: queryText(),
  page: queryCount().default(1),
  limit: queryCount().max(ADMIN_MAX_PAGE_SIZE, `must be at most ${ADMIN_MAX_PAGE_SIZE}`).default(ADMIN_PAGE_SIZE),
  order: z.enum(['asc', 'desc'], 'must be asc or desc').default('desc'),
});

export const ADMIN_PROVIDER_SORTS = ['createdAt', 'fullName', 'businessName', 'location', 'hourlyRate'] as const;
/**
 * `GET /api/admin/providers` and `GET /api/providers`: search covers name, email, location, business
 * name and services; `uploadId` keeps the firms one firm upload created.
 */
export const adminProvidersQuerySchema = adminListQuery.extend({
  status: z.enum([...PROVIDER_REVIEW_STATUSES, 'all'], 'must be pending, approved, rejected or all').default('all'),
  sort: z.enum(ADMIN_PROVIDER_SORTS, `must be one of ${ADMIN_PROVIDER_SORTS.join(', ')}`).default('createdAt'),
  uploadId: uploadIdSchema.optional(),
});
export type AdminProvidersQuery = z.output<typeof adminProvidersQuerySchema>;

export const ADMIN_BUSINESS_SORTS = ['createdAt', 'companyName', 'location'] as const;
/** `GET /api/admin/businesses` and `GET /api/businesses`: search covers company, contact, email and location. */
export const adminBusinessesQuerySchema = adminListQuery.extend({
  sort: z.enum(ADMIN_BUSINESS_SORTS, `must be one of ${ADMIN_BUSINESS_SORTS.join(', ')}`).default('createdAt'),
});
export type AdminBusinessesQuery = z.output<typeof adminBusinessesQuerySchema>;

export const ADMIN_LEAD_SORTS = ['createdAt', 'status', 'matchScore'] as const;
/** `GET /api/admin/leads`. */
export const adminLeadsQuerySchema = adminListQuery.omit({ search: true }).extend({
  status: z.enum([...LEAD_STATUSES, 'all'], 'must be new, contacted, won, lost, passed or all').default('all'),
  sort: z.enum(ADMIN_LEAD_SORTS, `must be one of ${ADMIN_LEAD_SORTS.join(', ')}`).default('createdAt'),
});
export type AdminLeadsQuery = z.output<typeof adminLeadsQuerySchema>;

/**
 * A provider as admins see it: contact details, its review status, the rejection reason and each
 * claimed certification with its check (never its dashboard key).
 */
export const adminBookkeeperSchema = bookkeeperSchema.extend({
  reviewStatus: z.enum(PROVIDER_REVIEW_STATUSES),
  rejectionReason: z.string().optional(),
  credentials: z.array(adminCredentialSchema),
});
export type AdminBookkeeper = z.infer<typeof adminBookkeeperSchema>;

export const providerReviewCountsSchema = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() });
export type ProviderReviewCounts = z.infer<typeof providerReviewCountsSchema>;

/** `GET /api/admin/providers`: one page of the chosen status, and each status's count under the same search. */
export const adminProvidersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(adminBookkeeperSchema),
  counts: providerReviewCountsSchema,
  pagination: paginationSchema,
});
export type AdminProvidersResponse = z.infer<typeof adminProvidersResponseSchema>;

/** A business as the admin list shows it (spec §2: the email is `contactEmail` there). */
export const adminBusinessSchema = businessSchema.extend({ contactEmail: z.string() });
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

/** `GET /api/admin/businesses`. */
export const adminBusinessesResponseSchema = z.object({ success: z.literal(true), businesses: z.array(adminBusinessSchema), pagination: paginationSchema });
export type AdminBusinessesResponse = z.infer<typeof adminBusinessesResponseSchema>;

/** A lead as the admin list shows it: businessName, services, status, budget (spec §2), and its provider. */
export const adminLeadSchema = leadSchema.extend({
  businessName: z.string(),
  services: z.array(z.string()),
  budget: z.string().optional(),
  providerName: z.string().optional(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** `GET /api/admin/leads`. */
export const adminLeadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(adminLeadSchema), pagination: paginationSchema });
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

// ---- CRUD (/admin/crud) ----

/** `GET /api/businesses` (admin): the CRUD table's page. */
export const businessesResponseSchema = z.object({ businesses: z.array(adminBusinessSchema), pagination: paginationSchema });
/** `GET /api/providers` (admin): the CRUD table's page. */
export const providersResponseSchema = z.object({ providers: z.array(adminBookkeeperSchema), pagination: paginationSchema });

/** `PATCH /api/business/{id}`: the edit dialog; every field optional, each held to the request form's rule. */
export const updateBusinessRequestSchema = editOf(requestFrom(businessSchema).omit({ id: true, createdAt: true }));
export type UpdateBusinessRequest = z.input<typeof updateBusinessRequestSchema>;

/**
 * `PATCH /api/provider/{id}`: the edit dialog (spec §5): Approval Status and Active Status as the
 * two flags, hourlyRate a whole number of dollars. The dialog holds its input to this same rule
 * before sending, so a rate such as "abc" is refused beside the field (not read as spec §5's 0: a
 * price nobody set would be shown); a cleared rate is sent as null and clears it.
 * The handle and profile address are not editable: links to them are out in the world.
 */
export const updateProviderRequestSchema = editOf(
  requestFrom(bookkeeperSchema)
  .pick({
    providerType: true,
    fullName: true,
    businessName: true,
    email: true,
    phone: true,
    location: true,
    city: true,
    country: true,
    services: true,
    serviceArea: true,
    certifications: true,
    businessSize: true,
    experience: true,
    bio: true,
    yearsOfExperience: true,
    specializations: true,
    firmSize: true,
    hourlyRate: true,
    monthlyStartingPrice: true,
    website: true,
    linkedinUrl: true,
    portfolioUrl: true,
    isApproved: true,
    isActive: true,
    isAvailable: true,
  }),
);
export type UpdateProviderRequest = z.input<typeof updateProviderRequestSchema>;

export const updateBusinessResponseSchema = z.object({ success: z.literal(true), message: z.string(), business: adminBusinessSchema });
export const updateProviderResponseSchema = z.object({ success: z.literal(true), message: z.string(), provider: adminBookkeeperSchema });

/**
 * `DELETE /api/business/{id}`, `/api/provider/{id}`, `/api/admin/services/{id}`: 409 with a message
 * while open work refers to it, or while providers still offer the service.
 */
export const deleteResponseSchema = successMessageSchema;

/**
 * `POST /api/admin/services`: a service back on the settings lists (and so in the marketplace's
 * filters). Its name is one of the tags a provider profile can carry: any other name could never
 * match a provider.
 */
export const addServiceRequestSchema = z.strictObject({
  name: z.enum(PROVIDER_SERVICES, `must be one of ${PROVIDER_SERVICES.join(', ')}`),
  category: requiredText('Category', 100),
  description: optionalText(500),
});
export type AddServiceRequest = z.input<typeof addServiceRequestSchema>;
export const addServiceResponseSchema = successMessageSchema.extend({ service: serviceSchema });

// ---- analytics ----

/** `GET /api/admin/analytics?days=30`. */
export const adminAnalyticsQuerySchema = z.object({
  days: queryCount().max(365, 'must be at most 365').default(30),
});

const dayCountSchema = z.object({ date: z.string(), count: z.number() });

/** The operator's charts, all over the same window of whole UTC days ending today. */
export const adminAnalyticsSchema = z.object({
  from: isoDateTime,
  to: isoDateTime,
  /** Every day of the window, oldest first, zero-filled. */
  leadsPerDay: z.array(dayCountSchema),
  /** Business requests and questionnaires received in the window, by matching outcome (waiting = not decided yet). */
  requests: z.object({ matched: z.number(), unmatched: z.number(), waiting: z.number() }),
  requestsPerDay: z.array(z.object({ date: z.string(), matched: z.number(), unmatched: z.number() })),
  /** Leads created in the window by current status, in the lead flow's order. */
  leadFunnel: z.array(z.object({ status: z.enum(LEAD_STATUSES), count: z.number() })),
  /** Hours from a lead's creation to its provider's first action, over leads answered in the window. */
  firstResponse: z.object({ medianHours: z.number().nullable(), answered: z.number() }),
  /** Review decisions in the window, per day and in total. */
  providerDecisionsPerDay: z.array(z.object({ date: z.string(), approved: z.number(), rejected: z.number() })),
  providerDecisions: z.object({ approved: z.number(), rejected: z.number(), pendingNow: z.number() }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export const adminAnalyticsResponseSchema = z.object({ success: z.literal(true), analytics: adminAnalyticsSchema });

// ---- endpoints ----

/** A record's id as the router matched it: its service answers 404 for an id that names nothing. */
const recordParams = z.object({ id: z.string() });

/** The admin back office (spec §2, §7). Admin only; the CRUD paths sit outside `/api/admin` because spec §7 names them so. */
export const adminEndpoints = {
  /** The Providers tab: one page of a review status, with each status's count. */
  providers: defineEndpoint({ method: 'GET', path: '/api/admin/providers', access: 'admin', query: adminProvidersQuerySchema, response: adminProvidersResponseSchema }),
  businesses: defineEndpoint({ method: 'GET', path: '/api/admin/businesses', access: 'admin', query: adminBusinessesQuerySchema, response: adminBusinessesResponseSchema }),
  leads: defineEndpoint({ method: 'GET', path: '/api/admin/leads', access: 'admin', query: adminLeadsQuerySchema, response: adminLeadsResponseSchema }),
  approveProvider: defineEndpoint({ method: 'PATCH', path: '/api/admin/providers/:id/approve', access: 'admin', params: recordParams, response: providerDecisionResponseSchema }),
  rejectProvider: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/providers/:id/reject',
    access: 'admin',
    params: recordParams,
    body: rejectProviderRequestSchema,
    response: providerDecisionResponseSchema,
  }),
  /** Verified (dated, with an optional note such as the licence number checked) or unverifiable. */
  checkCredential: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/providers/:id/credentials/:certification',
    access: 'admin',
    params: credentialCheckParamsSchema,
    body: credentialCheckRequestSchema,
    response: credentialCheckResponseSchema,
  }),
  /** A lost or leaked dashboard link: the old one stops working, the provider is mailed a new one. */
  reissueDashboardLink: defineEndpoint({ method: 'POST', path: '/api/admin/providers/:id/dashboard-link', access: 'admin', params: recordParams, response: successMessageSchema }),
  unmatchedRequests: defineEndpoint({ method: 'GET', path: '/api/admin/unmatched-requests', access: 'admin', response: unmatchedRequestsResponseSchema }),
  /** 409 when the request is no longer waiting. */
  rematchRequest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/unmatched-requests/:kind/:id/rematch',
    access: 'admin',
    params: rematchRequestParamsSchema,
    response: rematchResponseSchema,
  }),
  // Admin Management (/admin/crud).
  crudBusinesses: defineEndpoint({ method: 'GET', path: '/api/businesses', access: 'admin', query: adminBusinessesQuerySchema, response: businessesResponseSchema }),
  crudProviders: defineEndpoint({ method: 'GET', path: '/api/providers', access: 'admin', query: adminProvidersQuerySchema, response: providersResponseSchema }),
  updateBusiness: defineEndpoint({
    method: 'PATCH',
    path: '/api/business/:id',
    access: 'admin',
    params: recordParams,
    body: updateBusinessRequestSchema,
    response: updateBusinessResponseSchema,
  }),
  removeBusiness: defineEndpoint({ method: 'DELETE', path: '/api/business/:id', access: 'admin', params: recordParams, response: deleteResponseSchema }),
  updateProvider: defineEndpoint({
    method: 'PATCH',
    path: '/api/provider/:id',
    access: 'admin',
    params: recordParams,
    body: updateProviderRequestSchema,
    response: updateProviderResponseSchema,
  }),
  removeProvider: defineEndpoint({ method: 'DELETE', path: '/api/provider/:id', access: 'admin', params: recordParams, response: deleteResponseSchema }),
  /** A service of the settings' catalogue: 409 while providers offer it. */
  removeService: defineEndpoint({ method: 'DELETE', path: '/api/admin/services/:id', access: 'admin', params: recordParams, response: deleteResponseSchema }),
  /** 409 when the service is listed already. */
  addService: defineEndpoint({ method: 'POST', path: '/api/admin/services', access: 'admin', body: addServiceRequestSchema, response: addServiceResponseSchema, status: 201 }),
};
