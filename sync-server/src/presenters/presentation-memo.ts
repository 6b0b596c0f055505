import { LRUCache } from 'lru-cache';
import { ObjectId } from 'mongodb';

/**
 * Reuses a document's presentation while the document is unchanged. A presenter parses its output
 * with a shared schema (~30 µs for a provider, plus the toApi copy), and the same popular providers
 * appear on many marketplace pages; comparing the new document with the one presented before
 * costs a few microseconds.
 *
 * Invariant: `present` is a pure function of the document's content, so a hit returns exactly what
 * presenting again would. Content equality is checked field by field (order included), never
 * assumed from `_id` or `updatedAt`; a value of a type the check does not know counts as changed.
 * Callers must treat the returned presentation as read-only: it is shared between responses.
 */
export class PresentationMemo<T> {
  private readonly entries: LRUCache<string, { source: Record<string, unknown>; presented: T }>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  present(doc: Record<string, unknown> & { _id: ObjectId }, present: (doc: never) => T): T {
    const key = doc._id.toHexString();
    const known = this.entries.get(key);
    if (known && sameValue(known.source, doc)) return known.presented;
    const presented = present(doc as never);
    this.entries.set(key, { source: doc, presented });
    return presented;
  }
}

/** Equal as BSON values of the kinds the driver returns for our documents; unknown kinds are unequal. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof ObjectId) return b instanceof ObjectId && a.equals(b);
  // One document or array passed twice may have been changed in place in between: present it again.
  if (a === b) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i += 1) {
    const key = keysA[i] as string;
    if (key !== keysB[i] || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
