import { unmatchedRequestSchema, type UnmatchedRequest } from '@ledgerlink/shared-schema';
import type { CustomerRequestDoc } from '../db/documents';

/** One row of the admin's unmatched list: how to reach the customer, what they need, why nobody fit. */
export function presentUnmatchedRequest({ kind, doc }: CustomerRequestDoc): UnmatchedRequest {
  const common = { kind, id: doc._id.toHexString(), createdAt: doc.createdAt.toISOString(), email: doc.email, reason: doc.unmatchedReason ?? '' };
  return unmatchedRequestSchema.parse(
    kind === 'questionnaire'
      ? { ...common, phone: doc.mobileNumber, services: [...doc.primaryServices, ...doc.additionalServices] }
      : { ...common, phone: doc.phone, services: doc.services },
  );
}
