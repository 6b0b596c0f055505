/**
 * Small helpers over deserialized BSON values: identity keys for `_id`, copying documents
 * without losing BSON classes, comparing index keys, and printing keys in error messages.
 *
 * Invariant used across the store: a document object, once stored, is never mutated. Updates
 * build a new object (cloneDocument + change), so cursors and snapshots can hold references.
 */
import { deserialize, EJSON, ObjectId, serialize } from 'bson';
import { compare as mingoCompare } from 'mingo/util';
import { containsSymbol, promoteNumbers } from './bson-symbols';

export type Document = Record<string, unknown>;

/** True for objects that are plain documents (not BSON classes, Dates, arrays, buffers). */
export function isPlainObject(value: unknown): value is Document {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The BSON type tag of bson's value classes (ObjectId, Long, Binary, ...), if any. */
export function bsonTypeOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/**
 * A string that is equal for two `_id` values exactly when MongoDB considers them equal
 * (numbers compare by value whatever their BSON width; everything else by type and content).
 */
export function idKeyOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return `b${value}`;
    default:
      break;
  }
  if (value === null || value === undefined) return 'z';
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (value instanceof Date) return `d${value.getTime()}`;
  return `j${EJSON.stringify(value as Document, { relaxed: false })}`;
}

/** Deep copy of plain objects and arrays; BSON value classes are immutable and shared. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDocument(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Document = {};
    for (const key of Object.keys(value)) copy[key] = cloneDocument(value[key]);
    return copy as T;
  }
  return value;
}

/**
 * A copy of a document's plain objects and arrays (BSON value classes shared) that V8 keeps in its
 * fast layouts. The BSON decoder builds objects and arrays by keyed stores, which leaves them as
 * dictionaries: reading a field of a decoded provider document cost ~4x, testing an array ~6x more
 * than on this copy, and stored documents are read by every query. Same fields, same order.
 */
export function compactDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compactDocument) as T;
  if (!isPlainObject(value)) return value;
  // Spread (unlike assigning field by field) builds a fast object, and defines `__proto__` as a field.
  const copy: Document = { ...value };
  for (const key of Object.keys(copy)) {
    const field = copy[key];
    if (field === null || typeof field !== 'object') continue;
    // Replacing an existing field keeps the layout; `__proto__` needs defining, not assigning.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: compactDocument(field), enumerable: true, writable: true, configurable: true });
    else copy[key] = compactDocument(field);
  }
  return copy as T;
}

/** Returns the document with `_id` as its first field, as MongoDB stores it. */
export function withIdFirst(doc: Document): Document {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const ordered: Document = { _id: doc._id };
  for (const key of keys) if (key !== '_id') ordered[key] = doc[key];
  return ordered;
}

/**
 * Total order over index key values, the same order mingo's `$sort` uses, so that walking an
 * index gives the order an in-memory sort would. Strings, numbers and ObjectIds take fast paths.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a < b) return -1;
    if (a > b) return 1;
    if (a === b) return 0;
    // NaN sorts before every other number (as MongoDB does); two NaNs are equal.
    return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof ObjectId && b instanceof ObjectId) return Buffer.compare(a.id, b.id);
  return mingoCompare(a, b);
}

/** Renders a key like MongoDB's error messages do: `{ username: "ann" }`. */
export function formatKey(key: Document): string {
  const parts = Object.entries(key).map(([field, value]) => `${field}: ${formatValue(value)}`);
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

function formatValue(value: unknown): string {
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  try {
    return EJSON.stringify(value as Document, { relaxed: true });
  } catch {
    return String(value);
  }
}

/**
 * How every BSON byte string (wire messages, journal, snapshots) is read: numbers become JS
 * numbers (int64 only when it fits 53 bits) so mingo compares them, regexes become RegExp,
 * other BSON types stay bson classes (ObjectId, Binary, Decimal128, Timestamp, symbols, ...).
 */
const DESERIALIZE_OPTIONS = {
  promoteLongs: true,
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
} as const;

export function decodeBson(bytes: Uint8Array): Document {
  if (!containsSymbol(bytes)) return deserialize(bytes, DESERIALIZE_OPTIONS);
  return promoteNumbers(deserialize(bytes, { ...DESERIALIZE_OPTIONS, promoteValues: false })) as Document;
}

/** Serializes a document; `undefined` fields (left by some mingo stages) are dropped. */
export function encodeBson(doc: Document): Buffer {
  const bytes = serialize(doc, { ignoreUndefined: true });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
