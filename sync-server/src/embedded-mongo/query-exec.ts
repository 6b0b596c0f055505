/**
 * Runs a filter + sort + skip + limit over a collection: the planner picks candidates, mingo
 * decides what matches and how to sort and project. This file is glue; semantics are mingo's.
 * Counts (countMatches) come from index positions when an index covers the filter exactly, else
 * from testing the candidates without collecting them. Compiled queries are cached by filter.
 */
import { EJSON } from 'bson';
import { find, Query } from 'mingo';
import { isPlainObject, withIdFirst } from './bson-values';
import type { Document } from './bson-values';
import type { Collection } from './collection';
import type { DocRecord } from './collection-index';
import { badValue } from './errors';
import { countFromIndex } from './index-count';
import { planQuery } from './query-planner';
import { sortPlainRecords } from './record-sort';
import { compileSimplePredicate } from './simple-predicate';
import type { Plan } from './query-planner';

export interface FindRequest {
  filter?: unknown;
  sort?: unknown;
  skip?: unknown;
  limit?: unknown;
  hint?: unknown;
  /** The command's `let`: values of the filter's `$$name` variables. */
  variables?: Document;
}

export interface FindOutcome {
  records: DocRecord[];
  plan: Plan;
  docsExamined: number;
}

const EMPTY_PLAN: Plan = { stage: 'EOF', sorted: true, records: [], keysExamined: () => 0 };

export function findRecords(collection: Collection | undefined, request: FindRequest): FindOutcome {
  const filter = parseFilter(request.filter);
  const sort = parseSort(request.sort);
  const skip = parseCount(request.skip, 'skip');
  const limit = Math.abs(parseCount(request.limit, 'limit', true));
  if (!collection) return { records: [], plan: EMPTY_PLAN, docsExamined: 0 };
  const query = request.variables ? new Query(filter, { variables: request.variables }) : compiledQuery(filter);
  const plan = planQuery(collection, { filter, sort, limit: limit > 0 ? skip + limit : 0, hint: request.hint });
  let docsExamined = 0;
  if (plan.sorted || !sort) {
    const records: DocRecord[] = [];
    let toSkip = skip;
    for (const rec of plan.records) {
      docsExamined += 1;
      if (!query.test(rec.doc)) continue;
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      records.push(rec);
      if (limit > 0 && records.length >= limit) break;
    }
    return { records, plan, docsExamined };
  }
  const matched: DocRecord[] = [];
  for (const rec of plan.records) {
    docsExamined += 1;
    if (query.test(rec.doc)) matched.push(rec);
  }
  const sorted = sortPlainRecords(matched, sort);
  if (sorted) return { records: limit > 0 ? sorted.slice(skip, skip + limit) : sorted.slice(skip), plan, docsExamined };
  const byDoc = new Map<Document, DocRecord>(matched.map((rec) => [rec.doc, rec]));
  let cursor = find([...byDoc.keys()], {}).sort(sort);
  if (skip > 0) cursor = cursor.skip(skip);
  if (limit > 0) cursor = cursor.limit(limit);
  const records = cursor.all().map((doc) => byDoc.get(doc) as DocRecord);
  return { records, plan, docsExamined };
}

export interface CountRequest {
  filter?: unknown;
  hint?: unknown;
  variables?: Document;
}

/**
 * How many documents match: from index positions when an index answers the filter exactly
 * (countFromIndex), else by testing the planner's candidates, without collecting them.
 */
export function countMatches(collection: Collection | undefined, request: CountRequest): number {
  const filter = parseFilter(request.filter);
  if (request.variables || request.hint !== undefined) return findRecords(collection, request).records.length;
  if (!collection) return 0;
  // Compiled first, so an invalid filter fails the same way whichever path answers.
  const query = compiledQuery(filter);
  const fromIndex = countFromIndex(collection, filter);
  if (fromIndex !== undefined) return fromIndex;
  const plan = planQuery(collection, { filter, limit: 0 });
  let count = 0;
  for (const rec of plan.unordered?.() ?? plan.records) if (query.test(rec.doc)) count += 1;
  return count;
}

/**
 * Compiled mingo queries by filter (canonical Extended JSON: keeps regexes, dates and BSON types
 * apart), least recently used dropped first. A Query holds no per-run state, so sharing is safe.
 */
const COMPILED_LIMIT = 500;
const compiled = new Map<string, Matcher>();

interface Matcher {
  test(doc: Document): boolean;
}

function compiledQuery(filter: Document): Matcher {
  let key: string;
  try {
    key = EJSON.stringify(filter, { relaxed: false });
  } catch {
    return compile(filter);
  }
  const hit = compiled.get(key);
  if (hit) {
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  const matcher = compile(filter);
  compiled.set(key, matcher);
  if (compiled.size > COMPILED_LIMIT) compiled.delete(compiled.keys().next().value as string);
  return matcher;
}

/** mingo's query, behind the simple-shape fast path where one applies (same answers, see simple-predicate.ts). */
function compile(filter: Document): Matcher {
  const query = new Query(filter);
  const simple = compileSimplePredicate(filter);
  if (!simple) return query;
  return { test: (doc) => simple(doc) ?? query.test(doc) };
}

export function parseFilter(filter: unknown): Document {
  if (filter === undefined || filter === null) return {};
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  return filter;
}

export function parseSort(sort: unknown): Record<string, 1 | -1> | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainObject(sort)) throw badValue('sort must be an object');
  const entries = Object.entries(sort);
  if (entries.length === 0) return undefined;
  const parsed: Record<string, 1 | -1> = {};
  for (const [field, direction] of entries) {
    if (typeof direction !== 'number' || direction === 0 || Number.isNaN(direction)) {
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending) (field '${field}')`);
    }
    parsed[field] = direction < 0 ? -1 : 1;
  }
  return parsed;
}

function parseCount(value: unknown, name: string, allowNegative = false): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || (!allowNegative && value < 0)) {
    throw badValue(`${name} must be a ${allowNegative ? '' : 'non-negative '}integer`);
  }
  return value;
}

/** Applies a find projection (mingo's semantics) and keeps `_id` first, as MongoDB does. */
export function projectDocuments(docs: Document[], projection: Document | undefined, filter: Document): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const fields = topLevelInclusion(projection);
  if (fields) return docs.map((doc) => pickFields(doc, fields));
  // The positional projection (`field.$`) needs the query to know which element matched.
  const positional = Object.keys(projection).some((key) => key.endsWith('.$'));
  return find(docs, positional ? filter : {}, projection).all().map(withIdFirst);
}

/**
 * The fields of a plain inclusion projection of top-level fields (`{a: 1, b: 1}`, `_id` on or off),
 * the shape the app uses on hot paths; anything else (paths, operators, exclusions) goes to mingo.
 * Copying the named fields directly is several times faster than mingo's general projection.
 */
function topLevelInclusion(projection: Document): Set<string> | undefined {
  const fields = new Set<string>();
  let includeId = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key.includes('.') || key.startsWith('$')) return undefined;
    if (key === '_id' && (value === 0 || value === false)) includeId = false;
    else if (value !== 1 && value !== true) return undefined;
    else if (key !== '_id') fields.add(key);
  }
  if (fields.size === 0) return undefined;
  if (includeId) fields.add('_id');
  return fields;
}

/** The included fields in the document's own order, `_id` first (as MongoDB returns them). */
function pickFields(doc: Document, fields: Set<string>): Document {
  const out: Document = {};
  if (fields.has('_id') && doc._id !== undefined) out._id = doc._id;
  for (const key of Object.keys(doc)) {
    if (key !== '_id' && fields.has(key)) out[key] = doc[key];
  }
  return out;
}
