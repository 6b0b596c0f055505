import type { Collection } from 'mongodb';
import type { UploadProgressDoc } from '../db/documents';
import { NotFoundError } from './domain-errors';

/**
 * Upload progress in MongoDB (ARCHITECTURE §3: nothing per instance), so the 2-second polls of
 * spec §4 may reach any instance. The job writes after each batch; that write is its heartbeat. A
 * record still `processing` with no heartbeat for STALE_AFTER_MS belongs to a job that died with its
 * instance: the next poll marks it `error`, so a client never polls forever.
 */
export const STALE_AFTER_MS = 60_000;
/** Enough to act on; a file with thousands of bad rows is better fixed as a whole. */
export const MAX_ERROR_MESSAGES = 500;
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export async function createUploadProgress(
  progress: Collection<UploadProgressDoc>,
  input: { uploadId: string; total: number; startedBy: string },
  now = new Date(),
): Promise<UploadProgressDoc> {
  const doc: UploadProgressDoc = {
    _id: input.uploadId,
    status: 'processing',
    processed: 0,
    total: input.total,
    imported: 0,
    errors: 0,
    currentItem: '',
    errorMessages: [],
    startedBy: input.startedBy,
    startedAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + KEEP_MS),
  };
  await progress.insertOne(doc);
  return doc;
}

export interface BatchOutcome {
  processed: number;
  imported: number;
  errorMessages: string[];
  currentItem: string;
}

/**
 * Adds one batch's outcome. Returns false when the record is gone (an admin cleared it: the job
 * stops) or no longer processing (marked stale meanwhile).
 */
export async function recordBatch(progress: Collection<UploadProgressDoc>, uploadId: string, batch: BatchOutcome, messagesSoFar: number): Promise<boolean> {
  const room = Math.max(0, MAX_ERROR_MESSAGES - messagesSoFar);
  const { matchedCount } = await progress.updateOne(
    { _id: uploadId, status: 'processing' },
    {
      $inc: { processed: batch.processed, imported: batch.imported, errors: batch.errorMessages.length },
      $set: { currentItem: batch.currentItem, updatedAt: new Date() },
      ...(room > 0 && batch.errorMessages.length > 0 ? { $push: { errorMessages: { $each: batch.errorMessages.slice(0, room) } } } : {}),
    },
  );
  return matchedCount === 1;
}

export async function finishUpload(progress: Collection<UploadProgressDoc>, uploadId: string, outcome: { status: 'completed' | 'error'; message?: string }): Promise<void> {
  const now = new Date();
  await progress.updateOne(
    { _id: uploadId, status: 'processing' },
    {
      $set: { status: outcome.status, currentItem: '', updatedAt: now, finishedAt: now },
      ...(outcome.message ? { $push: { errorMessages: outcome.message } } : {}),
    },
  );
}

export async function readUploadProgress(progress: Collection<UploadProgressDoc>, uploadId: string, now = new Date()): Promise<UploadProgressDoc> {
  const doc = await progress.findOne({ _id: uploadId });
  if (!doc) throw new NotFoundError('Upload not found');
  if (doc.status !== 'processing' || now.getTime() - doc.updatedAt.getTime() < STALE_AFTER_MS) return doc;
  // Conditional: a heartbeat that lands first wins, and then the job is alive after all.
  const stale = await progress.findOneAndUpdate(
    { _id: uploadId, status: 'processing', updatedAt: doc.updatedAt },
    {
      $set: { status: 'error', currentItem: '', finishedAt: now },
      $push: { errorMessages: 'The upload stopped (the server restarted); rows imported so far are kept. Upload the remaining rows again.' },
    },
    { returnDocument: 'after' },
  );
  return stale ?? (await progress.findOne({ _id: uploadId })) ?? doc;
}

/** "Clear Progress" (spec §4); clearing a running upload also stops it after its current batch. */
export async function deleteUploadProgress(progress: Collection<UploadProgressDoc>, uploadId: string): Promise<void> {
  const { deletedCount } = await progress.deleteOne({ _id: uploadId });
  if (deletedCount === 0) throw new NotFoundError('Upload not found');
}
