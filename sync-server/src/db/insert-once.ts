import { MongoServerError, type Collection, type Document, type OptionalUnlessRequiredId } from 'mongodb';

/**
 * Inserts `doc` unless a document with its `_id` already exists, and returns the stored one. A keyed
 * write (http/idempotency.ts `claimedId`) inserts under the same `_id` on every run, so the unique
 * `_id` index is what makes it happen at most once. A collision with any other unique index is
 * thrown as before.
 */
export async function insertOnce<T extends Document & { _id: unknown }>(
  collection: Collection<T>,
  doc: T,
): Promise<{ doc: T; inserted: boolean }> {
  try {
    await collection.insertOne(doc as OptionalUnlessRequiredId<T>);
    return { doc, inserted: true };
  } catch (error) {
    if (!(error instanceof MongoServerError) || error.code !== 11000) throw error;
    const stored = await collection.findOne({ _id: doc._id } as never);
    if (!stored) throw error;
    return { doc: stored as T, inserted: false };
  }
}
