import { randomUUID } from 'node:crypto';
import { PROVIDER_REVIEW_FILTERS } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { Collections } from '../db/collections';
import type { FirmUploadDoc } from '../db/documents';

/**
 * The record of each firm upload (FirmUploadDoc): the file's name, who sent it and when, and how
 * many firms it created. The firms carry its id (`uploadId`), so the review queue can show the
 * uploads whose firms still wait and an admin can approve one upload's firms at once.
 */
export async function createFirmUpload(firmUploads: Collection<FirmUploadDoc>, input: { fileName: string; startedBy: string }, now = new Date()): Promise<FirmUploadDoc> {
  const doc: FirmUploadDoc = { _id: randomUUID(), fileName: input.fileName, startedBy: input.startedBy, startedAt: now, imported: 0 };
  await firmUploads.insertOne(doc);
  return doc;
}

export async function countImportedFirms(firmUploads: Collection<FirmUploadDoc>, uploadId: string, imported: number): Promise<void> {
  if (imported > 0) await firmUploads.updateOne({ _id: uploadId }, { $inc: { imported } });
}

export interface UploadAwaitingReview {
  upload: FirmUploadDoc;
  pending: number;
}

/** The uploads with firms still waiting for review, newest first, each with how many wait. */
export async function listUploadsAwaitingReview({ bookkeepers, firmUploads }: Pick<Collections, 'bookkeepers' | 'firmUploads'>): Promise<UploadAwaitingReview[]> {
  const waiting = await bookkeepers
    .aggregate<{ _id: string; pending: number }>([{ $match: { uploadId: { $exists: true }, ...PROVIDER_REVIEW_FILTERS.pending } }, { $group: { _id: '$uploadId', pending: { $sum: 1 } } }])
    .toArray();
  const pendingById = new Map(waiting.map((entry) => [entry._id, entry.pending]));
  const uploads = await firmUploads.find({ _id: { $in: [...pendingById.keys()] } }).sort({ startedAt: -1, _id: -1 }).toArray();
  return uploads.map((upload) => ({ upload, pending: pendingById.get(upload._id) ?? 0 }));
}
