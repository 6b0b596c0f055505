/**
 * Reads from a query filter the per-field bounds an index can serve: equality / `$in` value
 * lists and ranges. Every bound is a superset of what the filter accepts for that field (the
 * planner re-checks candidates with the full query), so anything not understood is left out.
 *
 * Understood: top-level fields (equality, `$eq`, `$in`, `$all`, ranges), clauses of a top-level `$and`, and `$or` — a field bounded in
 * every branch gets the union of the branches' bounds (e.g. the catalogue checkpoint query
 * `{$or: [{updatedAt: {$gt: t}}, {updatedAt: t, _id: {$gt: id}}]}` bounds `updatedAt >= t`).
 */
import { ObjectId } from 'bson';
import { compareValues, idKeyOf, isPlainObject } from './bson-values';
import type { Document } from './bson-values';
import type { Bound, KeyRange } from './collection-index';

export interface FieldConstraint {
  /** The field equals one of these (a list of index lookups). */
  values?: unknown[];
  /**
   * `$all`: the field holds every one of these, so looking up any single one is a bound; the
   * planner picks the value with the fewest index entries. `values` holds the first of them.
   */
  everyOf?: unknown[];
  /** The field lies in this range (one index range scan). */
  range?: KeyRange;
}

export function analyzeFilter(filter: Document, into = new Map<string, FieldConstraint>()): Map<string, FieldConstraint> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) analyzeFilter(clause, into);
      continue;
    }
    if (field === '$or' && Array.isArray(condition)) {
      for (const [orField, constraint] of unionOfBranches(condition)) if (!into.has(orField)) into.set(orField, constraint);
      continue;
    }
    if (field.startsWith('$') || into.has(field)) continue;
    const constraint = constraintOf(condition);
    if (constraint) into.set(field, constraint);
  }
  return into;
}

/** Fields bounded in every `$or` branch, with the union of their bounds. */
function unionOfBranches(branches: unknown[]): Map<string, FieldConstraint> {
  const result = new Map<string, FieldConstraint>();
  if (branches.length === 0 || !branches.every(isPlainObject)) return result;
  const analyzed = branches.map((branch) => analyzeFilter(branch as Document));
  for (const [field, first] of analyzed[0] ?? []) {
    let union: FieldConstraint | undefined = first;
    for (const other of analyzed.slice(1)) {
      const constraint = other.get(field);
      union = union && constraint ? unite(union, constraint) : undefined;
    }
    if (union) result.set(field, union);
  }
  return result;
}

function unite(a: FieldConstraint, b: FieldConstraint): FieldConstraint | undefined {
  if (a.values && b.values) return { values: [...a.values, ...b.values] };
  const rangeA = asRange(a);
  const rangeB = asRange(b);
  if (!rangeA || !rangeB) return undefined;
  return { range: { lower: lowest(rangeA.lower, rangeB.lower), upper: highest(rangeA.upper, rangeB.upper) } };
}

/** A constraint as one range: value lists become [min, max] when all values share a type bracket. */
function asRange(constraint: FieldConstraint): KeyRange | undefined {
  if (constraint.range) return constraint.range;
  const values = constraint.values ?? [];
  const bracket = typeBracket(values[0]);
  if (values.length === 0 || !bracket || !values.every((value) => typeBracket(value) === bracket)) return undefined;
  const sorted = [...values].sort(compareValues);
  return { lower: { value: sorted[0], inclusive: true }, upper: { value: sorted[sorted.length - 1], inclusive: true } };
}

function lowest(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a || !b) return undefined;
  const order = compareValues(a.value, b.value);
  if (order !== 0) return order < 0 ? a : b;
  return { value: a.value, inclusive: a.inclusive || b.inclusive };
}

function highest(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a || !b) return undefined;
  const order = compareValues(a.value, b.value);
  if (order !== 0) return order > 0 ? a : b;
  return { value: a.value, inclusive: a.inclusive || b.inclusive };
}

/** One field of an exact filter: it equals (or, for arrays, contains) one of `values`, or with `every` all of them. */
export interface ExactCondition {
  /** Distinct values. */
  values: unknown[];
  /** `$all`: the field is an array holding every value (mingo never matches a non-array with `$all`). */
  every: boolean;
}

/**
 * When the filter is nothing but equality / `$in` / `$all` on top-level fields with non-null
 * values an index compares exactly as MongoDB matches them, those values per field; else
 * undefined. Unlike analyzeFilter's bounds these are exact, so an index can count the matches
 * from its positions alone (index-count.ts says when).
 */
export function exactEqualities(filter: Document): Map<string, ExactCondition> | undefined {
  const fields = new Map<string, ExactCondition>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return undefined;
    let values: unknown[];
    let every = false;
    if (isExactKey(condition)) values = [condition];
    else if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return undefined;
    else if ('$eq' in condition && isExactKey(condition.$eq)) values = [condition.$eq];
    else if (Array.isArray(condition.$in) && condition.$in.every(isExactKey)) values = condition.$in;
    else if (Array.isArray(condition.$all) && condition.$all.length > 0 && condition.$all.every(isExactKey)) {
      values = condition.$all;
      every = true;
    } else return undefined;
    const distinct = new Map<string, unknown>();
    for (const value of values) distinct.set(idKeyOf(value), value);
    fields.set(field, { values: [...distinct.values()], every });
  }
  return fields;
}

/** Non-null indexable values whose equality is plain identity (numbers exactly representable). */
function isExactKey(value: unknown): boolean {
  if (value === null || !isIndexable(value)) return false;
  if (typeof value === 'number') return Number.isSafeInteger(value) || (Number.isFinite(value) && !Number.isInteger(value));
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return true;
}

/** Values an index can look up by identity: their key order and equality match MongoDB's. */
function isIndexable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return !Number.isNaN(value);
  return value instanceof Date || value instanceof ObjectId;
}

function constraintOf(condition: unknown): FieldConstraint | undefined {
  if (isIndexable(condition)) return { values: [condition] };
  if (!isPlainObject(condition)) return undefined;
  const operators = Object.keys(condition);
  if (operators.length === 0 || !operators.every((operator) => operator.startsWith('$'))) return undefined;
  if ('$eq' in condition && isIndexable(condition.$eq)) return { values: [condition.$eq] };
  if (Array.isArray(condition.$in) && condition.$in.every(isIndexable)) return { values: condition.$in };
  // Only non-null values: `$all: [null]` also matches documents lacking the field, like `null` alone.
  const all: unknown = condition.$all;
  if (Array.isArray(all) && all.length > 0 && all.every((value) => value !== null && isIndexable(value))) return { values: [all[0]], everyOf: all };
  return rangeOf(condition);
}

/** Range bounds, closed off at the ends of the bound's type (MongoDB's type bracketing). */
function rangeOf(condition: Document): FieldConstraint | undefined {
  const lowerValue = condition.$gt ?? condition.$gte;
  const upperValue = condition.$lt ?? condition.$lte;
  const bracket = typeBracket(lowerValue ?? upperValue);
  if (!bracket || (lowerValue !== undefined && upperValue !== undefined && typeBracket(upperValue) !== bracket)) return undefined;
  return {
    range: {
      lower: lowerValue === undefined ? { value: bracket.min, inclusive: true } : { value: lowerValue, inclusive: condition.$gt === undefined },
      upper: upperValue === undefined ? { value: bracket.max, inclusive: bracket.maxInclusive } : { value: upperValue, inclusive: condition.$lt === undefined },
    },
  };
}

interface TypeBracket {
  min: unknown;
  max: unknown;
  maxInclusive: boolean;
}

const NUMBERS: TypeBracket = { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY, maxInclusive: true };
// Objects sort right after strings, so "below the empty object" closes the string bracket.
const STRINGS: TypeBracket = { min: '', max: {}, maxInclusive: false };
const DATES: TypeBracket = { min: new Date(-8.64e15), max: new Date(8.64e15), maxInclusive: true };

function typeBracket(value: unknown): TypeBracket | undefined {
  if (typeof value === 'number' && !Number.isNaN(value)) return NUMBERS;
  if (typeof value === 'string') return STRINGS;
  if (value instanceof Date) return DATES;
  return undefined;
}
