import { emailVariant, providerSlug, usernameVariant } from '@ledgerlink/shared-schema';
import { MongoBulkWriteError, MongoServerError, ObjectId, type Collection } from 'mongodb';
import type { BookkeeperDoc } from '../db/documents';

/** A provider to import: its fields, and the handle and email it would like (made unique here). */
export interface ImportCandidate {
  fields: Omit<BookkeeperDoc, '_id' | 'username' | 'email' | 'slug' | 'createdAt' | 'updatedAt' | 'totalReviews' | 'averageRating' | 'totalBookings' | 'isAvailable'>;
  username: string;
  email: string;
}

export type ImportResult = { ok: true } | { ok: false; message: string };

/** Tries per row before giving up on a handle (only a flood of concurrent imports of one name gets there). */
const MAX_ATTEMPTS = 5;

function providerDoc(candidate: ImportCandidate, identity: { username: string; email: string; slug: string }, now: Date): BookkeeperDoc {
  return {
    totalReviews: 0,
    averageRating: 0,
    totalBookings: 0,
    isAvailable: true,
    ...candidate.fields,
    ...identity,
    _id: new ObjectId(),
    createdAt: now,
    updatedAt: now,
  };
}

const baseSlug = (candidate: ImportCandidate) => providerSlug({ ...candidate.fields });

/**
 * Inserts imported providers with unique handles, emails and profile addresses (spec §5: duplicates
 * are handled automatically). The common case, every identity free, is one insertMany; rows that hit
 * a unique index (taken elsewhere or twice in the file) are retried one by one with the next free
 * variant (`acme_2`, `info+2@acme.com`, `acme-firm-austin-2`). The unique indexes stay the guard.
 */
export async function insertImportedProviders(bookkeepers: Collection<BookkeeperDoc>, candidates: ImportCandidate[]): Promise<ImportResult[]> {
  const now = new Date();
  const results: ImportResult[] = candidates.map(() => ({ ok: true }));
  if (candidates.length === 0) return results;
  const docs = candidates.map((candidate) => providerDoc(candidate, { username: candidate.username, email: candidate.email, slug: baseSlug(candidate) }, now));
  let retry: number[] = [];
  try {
    await bookkeepers.insertMany(docs, { ordered: false });
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    for (const writeError of writeErrors) {
      if (writeError.code === 11000) retry.push(writeError.index);
      else results[writeError.index] = { ok: false, message: writeError.errmsg ?? 'could not be stored' };
    }
  }
  retry = retry.sort((a, b) => a - b);
  for (const index of retry) results[index] = await insertWithFreeIdentity(bookkeepers, candidates[index]!, now);
  return results;
}

async function insertWithFreeIdentity(bookkeepers: Collection<BookkeeperDoc>, candidate: ImportCandidate, now: Date): Promise<ImportResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const identity = {
      username: await freeVariant(bookkeepers, 'username', candidate.username, usernameVariant),
      email: await freeVariant(bookkeepers, 'email', candidate.email, emailVariant),
      slug: await freeVariant(bookkeepers, 'slug', baseSlug(candidate), (base, n) => `${base}-${n}`),
    };
    try {
      await bookkeepers.insertOne(providerDoc(candidate, identity, now));
      return { ok: true };
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      // Another import took the same variant a moment ago: look again.
    }
  }
  return { ok: false, message: 'no free username could be found for this name' };
}

/** Variants looked up per query: one indexed `$in` usually settles it. */
const VARIANTS_PER_QUERY = 50;

/** The first of `base`, variant 2, 3, ... that no provider holds, found with indexed `$in` lookups. */
async function freeVariant(
  bookkeepers: Collection<BookkeeperDoc>,
  field: 'username' | 'email' | 'slug',
  base: string,
  variant: (base: string, n: number) => string,
): Promise<string> {
  for (let first = 1; ; first += VARIANTS_PER_QUERY) {
    const candidates = Array.from({ length: VARIANTS_PER_QUERY }, (_, index) => (first + index === 1 ? base : variant(base, first + index)));
    const docs = await bookkeepers.find({ [field]: { $in: candidates } }, { projection: { [field]: 1 } }).toArray();
    const taken = new Set(docs.map((doc) => doc[field]));
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}
