import { z } from 'zod';
import { entityId, isoDateTime } from '../fields';
import { HELD_KINDS } from '../spam';
import { successMessageSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Held submissions (spam.ts): public writes that broke a spam rule, answered like any other but kept
 * out of matching, mail, lists and stats until an admin releases or deletes them. Admin only: the
 * list names who sent each one.
 */

/** One held submission as the admin's "Held" tab lists it. */
export const heldSubmissionSchema = z.object({
  kind: z.enum(HELD_KINDS),
  id: entityId,
  heldAt: isoDateTime,
  email: z.string(),
  name: z.string().optional(),
  /** A line saying what was sent (services, the professional, a username). */
  summary: z.string(),
  reasons: z.array(z.string()),
});
export type HeldSubmission = z.infer<typeof heldSubmissionSchema>;

/** `GET /api/admin/held`: newest first. */
export const heldSubmissionsResponseSchema = z.object({ success: z.literal(true), held: z.array(heldSubmissionSchema) });
export type HeldSubmissionsResponse = z.infer<typeof heldSubmissionsResponseSchema>;

/** `/api/admin/held/{kind}/{id}`: an unknown kind is a 400, an id that names nothing held a 404. */
export const heldSubmissionParamsSchema = z.object({ kind: z.enum(HELD_KINDS, `must be one of ${HELD_KINDS.join(', ')}`), id: z.string() });

export const adminHeldEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/held', access: 'admin', response: heldSubmissionsResponseSchema }),
  /** Stored, matched and mailed exactly as if it had never been held. */
  release: defineEndpoint({ method: 'POST', path: '/api/admin/held/:kind/:id/release', access: 'admin', params: heldSubmissionParamsSchema, response: successMessageSchema }),
  /** Gone for good; nobody is told. */
  remove: defineEndpoint({ method: 'DELETE', path: '/api/admin/held/:kind/:id', access: 'admin', params: heldSubmissionParamsSchema, response: successMessageSchema }),
};
