/**
 * Index key extraction with MongoDB's multikey rules: a path that crosses an array yields one
 * key per element, a missing field is indexed as null, a compound index over arrays yields the
 * cartesian product of its fields' keys.
 *
 * Invariant the planner relies on: for every document a query can match through an equality on
 * an indexed path, one of the document's keys equals the queried value. Extra keys are harmless
 * (the full query always re-checks candidates); a missing key would lose results.
 */
import { idKeyOf, isPlainObject } from './bson-values';
import type { Document } from './bson-values';

/** Marks a path that does not exist in a document (distinct from an explicit null). */
export const MISSING: unique symbol = Symbol('missing');

export interface PathValues {
  values: unknown[];
  /** The path crossed or ended at an array (the index becomes multikey). */
  crossedArray: boolean;
}

export function valuesAtPath(doc: Document, path: string): PathValues {
  const direct = path.includes('.') ? undefined : doc[path];
  if (direct !== undefined && !Array.isArray(direct)) return { values: [direct], crossedArray: false };
  const state: PathValues = { values: [], crossedArray: false };
  collect(doc, path.split('.'), 0, state);
  return state;
}

function collect(value: unknown, parts: string[], depth: number, state: PathValues): void {
  if (depth === parts.length) {
    if (!Array.isArray(value)) {
      state.values.push(value === undefined ? MISSING : value);
      return;
    }
    state.crossedArray = true;
    if (value.length === 0) state.values.push([]);
    for (const element of value) state.values.push(element);
    return;
  }
  const part = parts[depth] as string;
  if (Array.isArray(value)) {
    state.crossedArray = true;
    if (/^\d+$/.test(part)) collect(value[Number(part)], parts, depth + 1, state);
    if (value.length === 0) state.values.push(MISSING);
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) collect(element, parts, depth, state);
      else state.values.push(MISSING);
    }
    return;
  }
  if (isPlainObject(value)) {
    collect(value[part], parts, depth + 1, state);
    return;
  }
  state.values.push(MISSING);
}

export interface DocumentKeys {
  /** Distinct key tuples, one value per indexed field (missing fields as null). */
  keys: unknown[][];
  multikey: boolean;
  /** Per indexed field: the path crossed or ended at an array. */
  arrayAt: boolean[];
  /** Per indexed field: the path held a value other than an array, null or nothing. */
  scalarAt: boolean[];
  /** Per indexed field: a key value is itself a non-empty array (it compares equal to its first element). */
  nestedArrayAt: boolean[];
  /** Every indexed field is missing (sparse indexes skip such documents). */
  allMissing: boolean;
}

export function documentKeys(doc: Document, fields: readonly string[]): DocumentKeys {
  let multikey = false;
  let allMissing = true;
  const perField: unknown[][] = [];
  const arrayAt: boolean[] = [];
  const scalarAt: boolean[] = [];
  const nestedArrayAt: boolean[] = [];
  for (const field of fields) {
    const { values, crossedArray } = valuesAtPath(doc, field);
    multikey ||= crossedArray;
    arrayAt.push(crossedArray);
    scalarAt.push(!crossedArray && values.some((value) => value !== MISSING && value !== null));
    nestedArrayAt.push(crossedArray && values.some((value) => Array.isArray(value) && value.length > 0));
    const distinct = new Map<string, unknown>();
    for (const value of values) {
      if (value !== MISSING) allMissing = false;
      const normalized = value === MISSING ? null : value;
      distinct.set(idKeyOf(normalized), normalized);
    }
    perField.push([...distinct.values()]);
  }
  return { keys: cartesian(perField), multikey, arrayAt, scalarAt, nestedArrayAt, allMissing };
}

function cartesian(perField: unknown[][]): unknown[][] {
  let tuples: unknown[][] = [[]];
  for (const values of perField) {
    const next: unknown[][] = [];
    for (const tuple of tuples) for (const value of values) next.push([...tuple, value]);
    tuples = next;
  }
  return tuples;
}

/** Identity of a key tuple, for comparing a document's old and new keys. */
export function keyTupleId(key: readonly unknown[]): string {
  return key.map(idKeyOf).join('\u0000');
}
