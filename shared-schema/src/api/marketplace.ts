import { z } from 'zod';
import { MARKETPLACE_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { contactDetailsSchema, publicBookkeeperSchema } from '../entities/bookkeeper';
import { reviewSchema } from '../entities/review';
import { emailAddress } from '../fields';
import { marketplaceStatsSchema } from '../marketplace-stats';
import { PROVIDER_TYPES } from '../options';
import { paginationSchema, queryCount, queryText } from './common';
import { defineEndpoint } from './endpoint';
import { honeypotShape } from '../spam';
import { MARKETPLACE_STATS_PATH } from './page-paths';

/**
 * The public marketplace: listing, profiles and Get Contact (spec §2, §7). Their endpoints are
 * `catalogueEndpoints` (providers.ts); a landing page's figures are `marketplaceEndpoints` below.
 */

/** `GET /api/bookkeepers` query. */
export const bookkeepersQuerySchema = z.object({
  providerType: z
    .enum([...PROVIDER_TYPES, 'all'], 'must be individual, firm or all')
    .optional()
    .transform((type) => (type === 'all' ? undefined : type)),
  /** A city if one is chosen, else a country (spec §7). */
  location: queryText(),
  services: z
    .string('must be given once')
    .max(500)
    .optional()
    .transform((text) => (text ?? '').split(',').map((service) => service.trim()).filter(Boolean)),
  search: queryText(),
  /** `true`: only providers with a verified credential. */
  verified: z
    .enum(['true', 'false'], 'must be true or false')
    .optional()
    .transform((verified) => verified === 'true'),
  page: queryCount().default(1),
  limit: queryCount().max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(MARKETPLACE_PAGE_SIZE),
});
export type BookkeepersQuery = z.output<typeof bookkeepersQuerySchema>;

/** `GET /api/marketplace/stats` query: the listing's filters without paging (stats of every match). */
export const marketplaceStatsQuerySchema = bookkeepersQuerySchema.pick({ providerType: true, location: true, services: true, search: true, verified: true });
export type MarketplaceStatsQuery = z.output<typeof marketplaceStatsQuerySchema>;

/** `GET /api/bookkeepers`: one page of approved, active providers. */
export const bookkeepersResponseSchema = z.object({ bookkeepers: z.array(publicBookkeeperSchema), pagination: paginationSchema });
export type BookkeepersResponse = z.infer<typeof bookkeepersResponseSchema>;

/** `GET /api/bookkeepers/{id}`, `/api/bookkeepers/username/{handle}`, `/api/bookkeepers/slug/{slug}`: a profile and its latest reviews. */
export const bookkeeperProfileResponseSchema = z.object({ bookkeeper: publicBookkeeperSchema, reviews: z.array(reviewSchema) });
export type BookkeeperProfileResponse = z.infer<typeof bookkeeperProfileResponseSchema>;

/** `GET /api/bookkeeper/{id}` (spec §7's wrapped form): the same profile with `success`. */
export const bookkeeperByIdResponseSchema = bookkeeperProfileResponseSchema.extend({ success: z.literal(true) });
export type BookkeeperByIdResponse = z.infer<typeof bookkeeperByIdResponseSchema>;

/** `POST /api/bookkeepers/{id}/contact` (Get Contact): the visitor's email unlocks the details and becomes a lead. */
export const contactRequestSchema = z.strictObject({ email: emailAddress(), ...honeypotShape });
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ success: z.literal(true), contact: contactDetailsSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const marketplaceEndpoints = {
  /** A landing page's figures for the listing's filters (paging does not change them). */
  stats: defineEndpoint({
    method: 'GET',
    path: MARKETPLACE_STATS_PATH,
    access: 'public',
    query: marketplaceStatsQuerySchema,
    response: marketplaceStatsSchema,
  }),
};
