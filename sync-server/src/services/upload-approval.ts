import { PROVIDER_REVIEW_FILTERS } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import { NotFoundError } from './domain-errors';
import { approveWaitingProviders, type ProviderReviewDeps } from './provider-review';

/** Firms approved per round: one bulk update, one read-back and one mail insert each. */
const PAGE_SIZE = 200;

export interface UploadApprovalDeps extends ProviderReviewDeps {
  collections: ProviderReviewDeps['collections'] & Pick<Collections, 'firmUploads'>;
}

/**
 * "Approve all from this upload": every firm of the upload still waiting for review is approved as
 * its own Approve button would (listed, mailed its profile and dashboard links); firms an admin
 * rejected stay rejected. A repeated or concurrent call approves, and mails, each firm once
 * (approveWaitingProviders); `approved` counts this call's approvals, 0 when none were waiting.
 */
export async function approveUpload(deps: UploadApprovalDeps, uploadId: string): Promise<{ approved: number }> {
  const { bookkeepers, firmUploads } = deps.collections;
  if (!(await firmUploads.findOne({ _id: uploadId }, { projection: { _id: 1 } }))) throw new NotFoundError('Upload not found');
  let approved = 0;
  let after: ObjectId | undefined;
  for (;;) {
    const page = await bookkeepers
      .find({ uploadId, ...PROVIDER_REVIEW_FILTERS.pending, ...(after ? { _id: { $gt: after } } : {}) }, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .limit(PAGE_SIZE)
      .toArray();
    approved += await approveWaitingProviders(deps, page.map((firm) => firm._id));
    if (page.length < PAGE_SIZE) return { approved };
    after = page.at(-1)!._id;
  }
}
