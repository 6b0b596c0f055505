import { z } from 'zod';
import { publicBookkeeperSchema } from '../entities/bookkeeper';
import { citySchema } from '../entities/city';
import { countrySchema } from '../entities/country';
import { serviceSchema } from '../entities/service';
import { isoDateTime } from '../fields';
import { defineEndpoint } from './endpoint';

/** Catalogue sync for offline clients (ARCHITECTURE §2). */

/**
 * `GET /api/sync/catalogue` query: `since` is the checkpoint of the previous page, opaque to the
 * client; `country` is the device's country, whose providers a full pull hands out first.
 */
export const catalogueQuerySchema = z.object({
  since: z.string('must be given once').min(1).max(200).optional(),
  country: z.string('must be given once').trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
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

/**
 * One page of changes; `reset` means the checkpoint was too old and the client must start afresh.
 * A device keeps at most `deviceLimit` providers: a full pull hands out that many, the device's
 * country first and then in marketplace order (shared `compareDeviceOrder`), and the device trims to
 * it after a delta. `partial` (last page of a full pull) says the catalogue holds more than that.
 */
export const catalogueResponseSchema = z.object({
  providers: z.array(publicBookkeeperSchema),
  tombstones: z.array(catalogueTombstoneSchema),
  settings: catalogueSettingsSchema.optional(),
  checkpoint: z.string(),
  hasMore: z.boolean(),
  reset: z.boolean(),
  deviceLimit: z.number().int().min(1),
  partial: z.boolean().optional(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const syncEndpoints = {
  /** One page of catalogue changes since a checkpoint. */
  catalogue: defineEndpoint({ method: 'GET', path: '/api/sync/catalogue', access: 'public', query: catalogueQuerySchema, response: catalogueResponseSchema }),
};
