import { ObjectId } from 'mongodb';

/**
 * Turns a stored document into plain JSON data: `_id` -> `id`, ObjectIds -> hex strings,
 * Dates -> ISO strings. Presenters parse the result with a shared schema.
 */
export function toApi(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    out[key === '_id' ? 'id' : key] = toPlain(value);
  }
  return out;
}

function toPlain(value: unknown): unknown {
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}
