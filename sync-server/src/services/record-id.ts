import type { ObjectId } from 'mongodb';
import { parseObjectId } from '../db/object-id';
import { NotFoundError } from './domain-errors';

/** A record id from a URL: text that is no ObjectId cannot name a record, so it is simply not found. */
export function recordIdOrNotFound(id: string, what: string): ObjectId {
  const parsed = parseObjectId(id);
  if (!parsed) throw new NotFoundError(`${what} not found`);
  return parsed;
}
