import type { Collections } from '../db/collections';
import type { CustomerRequestDoc } from '../db/documents';

/** At most this many rows: the list is for following up by hand, not an archive. */
const UNMATCHED_LIST_LIMIT = 200;

/**
 * Requests nobody was matched with (questionnaires and business requests), newest first, each with
 * its reason, so an admin can follow up or match again (services/customer-requests.ts).
 */
export async function listUnmatchedRequests({
  customerOnboardings,
  businesses,
}: Pick<Collections, 'customerOnboardings' | 'businesses'>): Promise<CustomerRequestDoc[]> {
  const [questionnaires, businessRequests] = await Promise.all([
    customerOnboardings.find({ status: 'pending', unmatchedReason: { $exists: true } }).sort({ createdAt: -1 }).limit(UNMATCHED_LIST_LIMIT).toArray(),
    businesses.find({ unmatchedReason: { $exists: true } }).sort({ createdAt: -1 }).limit(UNMATCHED_LIST_LIMIT).toArray(),
  ]);
  return [
    ...questionnaires.map((doc) => ({ kind: 'questionnaire' as const, doc })),
    ...businessRequests.map((doc) => ({ kind: 'business-request' as const, doc })),
  ]
    .sort((a, b) => b.doc.createdAt.getTime() - a.doc.createdAt.getTime())
    .slice(0, UNMATCHED_LIST_LIMIT);
}
