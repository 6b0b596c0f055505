import type { Collections } from '../db/collections';
import type { PrivateRequestDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';
import { dropPendingDigest } from './request-digests';
import { REQUEST_GONE } from './request-outcomes';
import { reloadRequest, updateRequestDoc } from './request-records';

type UpdatesByEmailCollections = Pick<Collections, 'customerOnboardings' | 'businesses' | 'bookings' | 'requestDigests'>;

/**
 * The customer turns the request's update emails off (the unsubscribe link) or back on. Off also
 * drops what the next email would have said, so nothing already pending goes out, and the update-email
 * job reads the flag before it composes each email (only one it had already read it for may still
 * go). Setting what is already set changes nothing, so a repeated call answers the same.
 */
export async function setUpdatesByEmail(collections: UpdatesByEmailCollections, request: PrivateRequestDoc, subscribed: boolean, now = new Date()): Promise<void> {
  if (subscribed) await updateRequestDoc(collections, request, {}, { $unset: { updatesByEmailOffAt: '' } });
  else await updateRequestDoc(collections, request, { updatesByEmailOffAt: { $exists: false } }, { $set: { updatesByEmailOffAt: now } });
  if (!(await reloadRequest(collections, request))) throw new NotFoundError(REQUEST_GONE);
  if (!subscribed) await dropPendingDigest(collections.requestDigests, request.doc._id);
}
