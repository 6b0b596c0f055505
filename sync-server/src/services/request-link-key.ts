import type { Collection } from 'mongodb';
import type { IdempotencyRecord, PrivateRequestDoc } from '../db/documents';
import { accessKeyHashesMatch, hashAccessKey } from './access-keys';

/**
 * The key of a request's link, for mail sent after its submission (the update emails). The request
 * keeps only the key's hash (access-keys.ts); the key itself was issued from the submission's
 * Idempotency-Key claim (http/idempotency.ts `claimedSecret`), whose record holds it, under the
 * request's id as `resourceId`, until the record expires (db/indexes.ts RETENTION_DAYS). So only a
 * keyed submission within that time has a key to link with; mail for any other request links the
 * page without one, which opens where the customer already opened the request.
 *
 * A record's key is returned only if its hash is the request's, so a record that happens to name
 * this id can never put a key in a link that does not open the request.
 */
export async function storedRequestKey(idempotencyKeys: Collection<IdempotencyRecord>, request: PrivateRequestDoc): Promise<string | undefined> {
  const stored = request.doc.accessKeyHash;
  if (stored === undefined) return undefined;
  const records = await idempotencyKeys.find({ resourceId: request.doc._id }, { projection: { secret: 1 } }).limit(10).toArray();
  return records.find((record) => record.secret !== undefined && accessKeyHashesMatch(stored, hashAccessKey(record.secret)))?.secret;
}
