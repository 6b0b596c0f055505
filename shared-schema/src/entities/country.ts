import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';

/** A country of the settings lists (spec §3); admins manage them, no public request writes one. */
export const countrySchema = z.object({
  id: entityId,
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type Country = z.infer<typeof countrySchema>;
