import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';

/** A city of the settings lists (spec §3); admins manage them, no public request writes one. */
export const citySchema = z.object({
  id: entityId,
  name: z.string(),
  countryId: entityId,
  /** The country's name, shown next to the city in lists. */
  country: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type City = z.infer<typeof citySchema>;
