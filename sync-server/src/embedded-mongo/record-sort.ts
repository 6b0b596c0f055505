/**
 * The in-memory sort for plans whose candidates do not come out in the requested order.
 *
 * mingo's `$sort` is general (arrays sort by their smallest or largest element, missing fields as
 * null, collations) and costs a few milliseconds for a few hundred documents. When every sort value
 * is a plain value of one of the types below, comparing them directly with compareValues (the
 * order index keys use, which is mingo's) gives the same order; ties keep the input order, as
 * mingo's sort does (the input is in natural order). Anything else: undefined, mingo sorts.
 */
import { ObjectId } from 'bson';
import { compareValues } from './bson-values';
import type { DocRecord } from './collection-index';

export function sortPlainRecords(records: DocRecord[], sort: Record<string, 1 | -1>): DocRecord[] | undefined {
  const fields = Object.entries(sort);
  if (fields.some(([field]) => field.includes('.') || field.startsWith('$'))) return undefined;
  const keyed: { rec: DocRecord; key: unknown[] }[] = [];
  for (const rec of records) {
    const key: unknown[] = [];
    for (const [field] of fields) {
      const value = rec.doc[field];
      if (!isPlainSortValue(value)) return undefined;
      key.push(value);
    }
    keyed.push({ rec, key });
  }
  // Array.prototype.sort is stable: equal keys keep their input order.
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i += 1) {
      const order = compareValues(a.key[i], b.key[i]);
      if (order !== 0) return order * (fields[i]?.[1] ?? 1);
    }
    return 0;
  });
  return keyed.map((entry) => entry.rec);
}

function isPlainSortValue(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' || typeof value === 'boolean' || value instanceof ObjectId || (value instanceof Date && !Number.isNaN(value.getTime()));
}
