import { z } from 'zod';
import { publicBookkeeperSchema } from '../entities/bookkeeper';
import { citySchema } from '../entities/city';
import { countrySchema } from '../entities/country';
import { serviceSchema } from '../entities/service';
import { isoDateTime } from '../fields';
import { defineEndpoint } from './endpoint';

/** Catalogue sync for offline clients (ARCHITECTURE §2). */

/** `GET /api/sync/catalogue` query: `since` is the checkpoint of the previous page, opaque to the client. */
export const catalogueQuerySchema = z.object({
  since: z.string('must be given once').min(1).max(200).optional(),
  limit: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(500),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** The settings lists riding along on the last page. */
export const catalogueSettingsSchema = z.object({
  countries: z.array(countrySchema),
  cities: z.array(citySchema),
  services: z.array(serviceSchema),
});

/** A provider that left the catalogue (rejected, deactivated or deleted) since the checkpoint. */
export const catalogueTombstoneSchema = z.object({ id: z.string(), deletedAt: isoDateTime });

/** One page of changes; `reset` means the checkpoint was too old and the client must start afresh. */
export const catalogueResponseSchema = z.object({
  providers: z.array(publicBookkeeperSchema),
  tombstones: z.array(catalogueTombstoneSchema),
  settings: catalogueSettingsSchema.optional(),
  checkpoint: z.string(),
  hasMore: z.boolean(),
  reset: z.boolean(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const syncEndpoints = {
  /** One page of catalogue changes since a checkpoint. */
  catalogue: defineEndpoint({ method: 'GET', path: '/api/sync/catalogue', access: 'public', query: catalogueQuerySchema, response: catalogueResponseSchema }),
};
