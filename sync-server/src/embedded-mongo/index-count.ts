/**
 * Counts the documents matching an exact filter (filter-bounds.ts exactEqualities: equality,
 * `$in`, `$all` on top-level fields) from index positions alone, without reading a document.
 *
 * When an index answers exactly — it holds every document (not sparse or partial), it has every
 * filter field, and each document has exactly one entry inside the counted key ranges:
 * - a field no document ever held an array in has one key per document, so it may carry any
 *   number of values, or none (a field before the last filtered one is then skipped over: its
 *   distinct values are found by binary search and each is counted separately);
 * - a field some document held an array in has one key per distinct element, so it must be
 *   filtered: equality to one value counts the documents holding it as value or element (MongoDB's
 *   rule); `$all` of one value only if no document ever held a non-array there, since mingo's
 *   `$all` never matches a non-array; `$all` of several values intersects the records of each
 *   value's ranges (countHoldingAll). Never if a document held an array inside the array there
 *   (its key compares equal to its first element).
 * Otherwise countFromIndex returns undefined and the caller tests candidates instead.
 */
import type { Document } from './bson-values';
import type { Collection } from './collection';
import type { CollectionIndex } from './collection-index';
import { exactEqualities } from './filter-bounds';
import type { ExactCondition } from './filter-bounds';

/** More key ranges than this and testing candidates is as cheap. */
const MAX_RANGES = 256;

export function countFromIndex(collection: Collection, filter: Document): number | undefined {
  const conditions = exactEqualities(filter);
  if (!conditions || conditions.size === 0) return undefined;
  for (const index of collection.indexes.values()) {
    const count = countWith(index, conditions);
    if (count !== undefined) return count;
  }
  return undefined;
}

function countWith(index: CollectionIndex, conditions: Map<string, ExactCondition>): number | undefined {
  if (!index.coversAllDocuments || ![...conditions.keys()].every((field) => index.fields.includes(field))) return undefined;
  for (const field of index.fields) {
    const condition = conditions.get(field);
    if (!index.arrayFields.has(field)) {
      // A non-array with `$all` is mingo's business (it never matches); leave it to the matcher.
      if (condition?.every) return undefined;
      continue;
    }
    // A nested array's key compares equal to its first element, yet never matches it.
    if (!condition || index.nestedArrayFields.has(field)) return undefined;
    if (condition.every ? condition.values.length === 1 && index.scalarFields.has(field) : condition.values.length !== 1) return undefined;
  }
  const last = Math.max(...[...conditions.keys()].map((field) => index.fields.indexOf(field)));
  const budget = { ranges: MAX_RANGES };
  return countFrom(index, conditions, last, [], budget);
}

/** Sum of the entries under `prefix` whose next components match, down to field `last`. */
function countFrom(index: CollectionIndex, conditions: Map<string, ExactCondition>, last: number, prefix: unknown[], budget: { ranges: number }): number | undefined {
  if (prefix.length > last) {
    budget.ranges -= 1;
    return budget.ranges < 0 ? undefined : index.countRange(prefix, undefined);
  }
  const condition = conditions.get(index.fields[prefix.length] as string);
  if (condition?.every && condition.values.length > 1) return countHoldingAll(index, conditions, last, prefix, condition.values, budget);
  const values = condition?.values ?? index.distinctNext(prefix);
  let count = 0;
  for (const value of values) {
    const part = countFrom(index, conditions, last, [...prefix, value], budget);
    if (part === undefined) return undefined;
    count += part;
  }
  return count;
}

/**
 * `$all` of several values on an array field: the documents with an entry for every value (a
 * non-array equals at most one of them, so it never counts), found by intersecting the records
 * of each value's ranges. This walks entries, still without reading a document.
 */
function countHoldingAll(
  index: CollectionIndex,
  conditions: Map<string, ExactCondition>,
  last: number,
  prefix: unknown[],
  values: unknown[],
  budget: { ranges: number },
): number | undefined {
  let common: Set<number> | undefined;
  for (const value of values) {
    const holding = new Set<number>();
    if (!collectRecords(index, conditions, last, [...prefix, value], budget, holding, common)) return undefined;
    common = holding;
    if (common.size === 0) return 0;
  }
  return common?.size ?? 0;
}

/**
 * Adds the records of the ranges under `prefix` (as countFrom walks them) to `into`, only those in
 * `within` when given (so each value's set is already the intersection); false when over budget.
 */
function collectRecords(
  index: CollectionIndex,
  conditions: Map<string, ExactCondition>,
  last: number,
  prefix: unknown[],
  budget: { ranges: number },
  into: Set<number>,
  within: Set<number> | undefined,
): boolean {
  if (prefix.length > last) {
    budget.ranges -= 1;
    if (budget.ranges < 0) return false;
    for (const rec of index.scan(prefix, undefined, false)) if (!within || within.has(rec.seq)) into.add(rec.seq);
    return true;
  }
  const values = conditions.get(index.fields[prefix.length] as string)?.values ?? index.distinctNext(prefix);
  for (const value of values) if (!collectRecords(index, conditions, last, [...prefix, value], budget, into, within)) return false;
  return true;
}
