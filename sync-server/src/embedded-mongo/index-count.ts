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
/** `$all` values one count intersects: the marks are bytes. */
const MAX_ROUNDS = 255;

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
 * non-array equals at most one of them, so it never counts). Walks the rarest value's ranges first
 * and marks its records in an array indexed by record sequence; each further value's walk keeps
 * the marks of the records it meets, so a round costs an array access per entry, not a set of the
 * records so far. Still without reading a document.
 */
function countHoldingAll(
  index: CollectionIndex,
  conditions: Map<string, ExactCondition>,
  last: number,
  prefix: unknown[],
  values: unknown[],
  budget: { ranges: number },
): number | undefined {
  if (values.length > MAX_ROUNDS) return undefined;
  const sized: { value: unknown; entries: number }[] = [];
  for (const value of values) {
    const entries = countFrom(index, conditions, last, [...prefix, value], budget);
    if (entries === undefined) return undefined;
    if (entries === 0) return 0;
    sized.push({ value, entries });
  }
  sized.sort((a, b) => a.entries - b.entries);
  const rarest: number[] = [];
  if (!walkRecords(index, conditions, last, [...prefix, sized[0]!.value], budget, (seq) => rarest.push(seq))) return undefined;
  // Round r leaves mark r on the records holding the first r values.
  let highest = 0;
  for (const seq of rarest) if (seq > highest) highest = seq;
  const marks = new Uint8Array(highest + 1);
  for (const seq of rarest) marks[seq] = 1;
  let holding = 0;
  for (let round = 2; round <= sized.length; round += 1) {
    holding = 0;
    const visit = (seq: number) => {
      if (marks[seq] !== round - 1) return;
      marks[seq] = round;
      holding += 1;
    };
    if (!walkRecords(index, conditions, last, [...prefix, sized[round - 1]!.value], budget, visit)) return undefined;
    if (holding === 0) return 0;
  }
  return holding;
}

/** Visits the record sequence of every entry in the ranges under `prefix` (as countFrom walks them); false when over budget. */
function walkRecords(
  index: CollectionIndex,
  conditions: Map<string, ExactCondition>,
  last: number,
  prefix: unknown[],
  budget: { ranges: number },
  visit: (seq: number) => void,
): boolean {
  if (prefix.length > last) {
    budget.ranges -= 1;
    if (budget.ranges < 0) return false;
    index.forEachSeq(prefix, visit);
    return true;
  }
  const values = conditions.get(index.fields[prefix.length] as string)?.values ?? index.distinctNext(prefix);
  for (const value of values) if (!walkRecords(index, conditions, last, [...prefix, value], budget, visit)) return false;
  return true;
}
