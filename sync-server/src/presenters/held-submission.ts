import { heldSubmissionSchema, type HeldSubmission } from '@ledgerlink/shared-schema';
import type { HeldSubmissionDoc } from '../db/documents';

/** One row of the admin's Held list: what was sent, by whom, and which rules held it. */
export const presentHeldSubmission = (doc: HeldSubmissionDoc): HeldSubmission =>
  heldSubmissionSchema.parse({
    kind: doc.kind,
    id: doc._id.toHexString(),
    heldAt: doc.heldAt.toISOString(),
    email: doc.email,
    name: doc.name,
    summary: doc.summary,
    reasons: doc.reasons,
  });
