import type { updateBusinessRequestSchema, updateProviderRequestSchema } from '@ledgerlink/shared-schema';
import { MongoServerError, type Collection, type Document, type UpdateFilter } from 'mongodb';
import type { z } from 'zod';
import type { BookkeeperDoc, BusinessDoc } from '../db/documents';
import { keepVerifiedCredentialFlag } from './credential-checks';
import { ConflictError, NotFoundError } from './domain-errors';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';

export type BusinessEdit = z.output<typeof updateBusinessRequestSchema>;
export type ProviderEdit = z.output<typeof updateProviderRequestSchema>;

const EMAIL_TAKEN = 'A provider with this email is already registered';

/** An edit as one MongoDB update: values are set, `null` (a cleared optional field) is unset. */
export function updateOf(edit: Record<string, unknown>, always: Record<string, unknown> = {}): UpdateFilter<Document> {
  const entries = Object.entries(edit);
  const set = { ...Object.fromEntries(entries.filter(([, value]) => value !== null)), ...always };
  const unset = Object.fromEntries(entries.filter(([, value]) => value === null).map(([key]) => [key, '']));
  return { ...(Object.keys(set).length > 0 ? { $set: set } : {}), ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
}

/** An admin's edit of a business request (the CRUD dialog). */
export async function updateBusiness(businesses: Collection<BusinessDoc>, id: string, edit: BusinessEdit): Promise<BusinessDoc> {
  const updated = await businesses.findOneAndUpdate({ _id: recordIdOrNotFound(id, 'Business') }, updateOf(edit), { returnDocument: 'after' });
  if (!updated) throw new NotFoundError('Business not found');
  return updated;
}

/**
 * An admin's edit of a provider (the CRUD dialog), flags included: setting Approval or Active
 * status here is a plain edit (no mail; the review actions mail). `updatedAt` moves, so offline
 * catalogues pick the change up, and a provider that stops being public reaches them as a tombstone.
 */
export async function updateProvider(
  deps: { bookkeepers: Collection<BookkeeperDoc>; cache: ResponseCache },
  id: string,
  edit: ProviderEdit,
): Promise<BookkeeperDoc> {
  const _id = recordIdOrNotFound(id, 'Provider');
  try {
    const updated = await deps.bookkeepers.findOneAndUpdate({ _id }, updateOf(edit, { updatedAt: new Date() }), { returnDocument: 'after' });
    if (!updated) throw new NotFoundError('Provider not found');
    deps.cache.clear();
    return edit.certifications === undefined ? updated : await keepVerifiedCredentialFlag(deps.bookkeepers, updated);
  } catch (error) {
    // The unique index on email is the guard; this only words its refusal.
    if (error instanceof MongoServerError && error.code === 11000) throw new ConflictError(EMAIL_TAKEN, { errors: [{ path: 'email', message: EMAIL_TAKEN }] });
    throw error;
  }
}
