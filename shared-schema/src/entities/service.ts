import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';

/** A service of the settings lists (spec §3): `name` is the provider tag ("bookkeeping", "tax-prep", ...). */
export const serviceSchema = z.object({
  id: entityId,
  name: z.string(),
  description: z.string().optional(),
  category: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type Service = z.infer<typeof serviceSchema>;
