import { ObjectId } from 'mongodb';

/**
 * The one way outside text becomes an ObjectId: exactly 24 hex digits, else undefined. (The driver's
 * own `ObjectId.isValid` also takes any 12-character string, which is never an id we issued.)
 */
export function parseObjectId(text: string): ObjectId | undefined {
  return /^[0-9a-f]{24}$/i.test(text) ? new ObjectId(text) : undefined;
}
