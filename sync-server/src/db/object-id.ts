import { ObjectId } from 'mongodb';
import { notFound } from '../http/errors';

/** Path ids are 24-hex ObjectIds; anything else cannot name a record, so it is a plain 404. */
export function toObjectId(id: string, what: string): ObjectId {
  if (!ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) throw notFound(`${what} not found`);
  return new ObjectId(id);
}
