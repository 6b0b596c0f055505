/**
 * Chooses how to read candidate records for a filter (+ sort + limit) from a collection.
 *
 * Contract: a plan yields a superset of the matching records (the caller always re-checks every
 * candidate with the full mingo query), so a plan can only make a query slower or faster, never
 * wrong. When `sorted` is true the candidates come out in the requested sort order.
 *
 * Index use: equality, `$in` and `$all` (its least frequent value) on a prefix of an index's
 * fields, optionally a range on the next field (not on multikey indexes), and walking an index in
 * (reverse) order to satisfy a sort.
 * Plans are costed by the number of index entries in their bounds, read from index positions
 * (two binary searches, no walk). A sorted walk that stops after skip + limit matches is preferred
 * unless an equality plan has so few candidates that examining and sorting them all is cheaper.
 * Counts that an index answers alone are index-count.ts's.
 */
import { isPlainObject } from './bson-values';
import type { Document } from './bson-values';
import type { Collection } from './collection';
import type { CollectionIndex, DocRecord, KeyRange } from './collection-index';
import { CommandError, ErrorCode } from './errors';
import { analyzeFilter } from './filter-bounds';
import type { FieldConstraint } from './filter-bounds';

export interface PlanRequest {
  filter: Document;
  sort?: Record<string, 1 | -1>;
  /** skip + limit when a limit applies, else 0: lets a sorted plan beat an equality plan. */
  limit: number;
  hint?: unknown;
}

export interface Plan {
  stage: 'COLLSCAN' | 'IXSCAN' | 'EOF';
  index?: CollectionIndex;
  sorted: boolean;
  records: Iterable<DocRecord>;
  /** Index entries visited so far (explain's totalKeysExamined). */
  keysExamined(): number;
  /** The same candidates in any order, each once, without collecting them first (for counting). */
  unordered?: () => Iterable<DocRecord>;
}

const MAX_COMBINATIONS = 256;

export function planQuery(collection: Collection, request: PlanRequest): Plan {
  const sortFields = Object.entries(request.sort ?? {});
  if (sortFields.length === 1 && sortFields[0]?.[0] === '$natural') {
    const reverse = sortFields[0][1] === -1;
    const records = [...collection.scanNatural()];
    return collectionScan(reverse ? records.reverse() : records, true);
  }
  const indexes = selectIndexes(collection, request.hint);
  const constraints = analyzeFilter(request.filter);
  const equality = bestEqualityPlan(indexes, constraints);
  if (equality?.cost === 0) return { stage: 'EOF', sorted: true, records: [], keysExamined: () => 0 };
  const sorted = sortFields.length > 0 ? sortedPlan(indexes, constraints, sortFields) : undefined;
  if (sorted && (!equality || !equalityBeatsSortedWalk(equality.cost, sorted, request.limit))) {
    return sorted.plan;
  }
  if (equality) return equality.plan;
  if (sorted) return sorted.plan;
  if (request.hint !== undefined && indexes[0]) return indexPlan(indexes[0], [[]], undefined, false, false);
  return collectionScan(collection.scanNatural(), false);
}

/**
 * A sorted walk stops after `limit` matches but may pass many non-matching entries first; an
 * equality plan examines all its `equalityCost` candidates and sorts the matches in memory. The
 * matches are among those candidates, so the walk passes at least `limit * walkable / equalityCost`
 * entries to find `limit` of them: when that is no fewer than the candidates, the equality plan
 * examines no more documents. Without a limit the walk visits its whole range (and needs no sort).
 */
function equalityBeatsSortedWalk(equalityCost: number, sorted: Candidate, limit: number): boolean {
  if (limit <= 0) return 2 * equalityCost < sorted.cost;
  return equalityCost * equalityCost <= limit * sorted.cost;
}

function selectIndexes(collection: Collection, hint: unknown): CollectionIndex[] {
  const all = [...collection.indexes.values()];
  if (hint === undefined || hint === null) return all;
  const wanted = typeof hint === 'string' ? all.find((index) => index.name === hint) : all.find((index) => isPlainObject(hint) && sameKeyPattern(index.spec.key, hint));
  if (isPlainObject(hint) && '$natural' in hint) return [];
  if (!wanted) {
    throw new CommandError(ErrorCode.BadValue, 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  }
  return [wanted];
}

function sameKeyPattern(a: Document, b: Document): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && Math.sign(Number(a[key])) === Math.sign(Number(b[key])));
}

interface Candidate {
  plan: Plan;
  prefixLength: number;
  cost: number;
}

function bestEqualityPlan(indexes: CollectionIndex[], constraints: Map<string, FieldConstraint>): Candidate | undefined {
  let best: Candidate | undefined;
  for (const index of indexes) {
    const prefixValues: unknown[][] = [];
    for (const field of index.fields) {
      const constraint = constraints.get(field);
      const values = constraint?.everyOf ? [rarestOf(index, prefixValues, constraint.everyOf)] : constraint?.values;
      if (!values || combinations([...prefixValues, values]) > MAX_COMBINATIONS) break;
      prefixValues.push(values);
    }
    const next = index.fields[prefixValues.length];
    const range = next !== undefined && !index.multikey ? constraints.get(next)?.range : undefined;
    if (prefixValues.length === 0 && !range) continue;
    // A sparse or partial index lacks documents; only equality on non-null values is safe there.
    if (!index.coversAllDocuments && (range || prefixValues.some((values) => values.includes(null)) || index.spec.partialFilterExpression)) continue;
    const prefixes = cartesian(prefixValues);
    // Entries the scan will visit, from the index's positions (no walk).
    let cost = 0;
    for (const prefix of prefixes) cost += index.countRange(prefix, range);
    const prefixLength = prefixValues.length + (range ? 1 : 0);
    if (!best || cost < best.cost || (cost === best.cost && prefixLength > best.prefixLength)) {
      best = { plan: indexPlan(index, prefixes, range, false, false), prefixLength, cost };
    }
  }
  return best;
}

/**
 * For `$all`, the one value to look up after `prefixValues`: the one with the fewest entries
 * (every matching document has an entry for each value, so any of them bounds the scan).
 */
function rarestOf(index: CollectionIndex, prefixValues: unknown[][], everyOf: unknown[]): unknown {
  const prefixes = cartesian(prefixValues);
  let best = everyOf[0];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const value of everyOf) {
    let cost = 0;
    for (const prefix of prefixes) cost += index.countRange([...prefix, value], undefined);
    if (cost < bestCost) {
      best = value;
      bestCost = cost;
    }
  }
  return best;
}

function sortedPlan(
  indexes: CollectionIndex[],
  constraints: Map<string, FieldConstraint>,
  sortFields: [string, 1 | -1][],
): Candidate | undefined {
  let best: Candidate | undefined;
  for (const index of indexes) {
    if (index.multikey || !index.coversAllDocuments) continue;
    const prefix: unknown[] = [];
    for (const field of index.fields) {
      const values = constraints.get(field)?.values;
      if (values?.length !== 1) break;
      prefix.push(values[0]);
    }
    // Sorting on a field pinned by equality is a no-op, so such sort fields are dropped.
    const pinned = new Set(index.fields.slice(0, prefix.length));
    const remaining = sortFields.filter(([field]) => !pinned.has(field));
    if (remaining.length === 0 || remaining.length > index.fields.length - prefix.length) continue;
    const matches = remaining.every(([field], i) => index.fields[prefix.length + i] === field);
    if (!matches) continue;
    const signs = remaining.map(([, direction], i) => direction * (index.directions[prefix.length + i] ?? 1));
    if (!signs.every((sign) => sign === signs[0])) continue;
    const range = constraints.get(index.fields[prefix.length] as string)?.range;
    const prefixLength = prefix.length + (range ? 1 : 0);
    // The most pinned fields win: fewer entries to walk past for the same order.
    if (best && prefixLength <= best.prefixLength) continue;
    const plan = indexPlan(index, [prefix], range, signs[0] === -1, true);
    best = { plan, prefixLength, cost: index.countRange(prefix, range) };
  }
  return best;
}

/**
 * Candidates from index scans. Unsorted plans return records in natural order without
 * duplicates, so an in-memory sort afterwards gives the same order as a collection scan would.
 */
function indexPlan(index: CollectionIndex, prefixes: unknown[][], range: KeyRange | undefined, reverse: boolean, sorted: boolean): Plan {
  let keys = 0;
  function* scanAll(): Generator<DocRecord> {
    for (const prefix of prefixes) {
      for (const rec of index.scan(prefix, range, reverse)) {
        keys += 1;
        yield rec;
      }
    }
  }
  if (sorted && !index.multikey) return { stage: 'IXSCAN', index, sorted, records: scanAll(), keysExamined: () => keys };
  // One prefix of a non-multikey index cannot repeat a record ($in / $or lists may repeat prefixes).
  function* distinct(): Generator<DocRecord> {
    if (!index.multikey && prefixes.length === 1) {
      yield* scanAll();
      return;
    }
    const seen = new Set<number>();
    for (const rec of scanAll()) {
      if (seen.has(rec.seq)) continue;
      seen.add(rec.seq);
      yield rec;
    }
  }
  // Collected on first use only: candidate plans that lose are never materialized.
  let collected: DocRecord[] | undefined;
  const records: Iterable<DocRecord> = {
    [Symbol.iterator]: () => {
      if (!collected) {
        const unique = new Map<number, DocRecord>();
        for (const rec of scanAll()) unique.set(rec.seq, rec);
        collected = [...unique.values()].sort((a, b) => a.seq - b.seq);
      }
      return collected[Symbol.iterator]();
    },
  };
  return { stage: 'IXSCAN', index, sorted: false, records, keysExamined: () => keys, unordered: distinct };
}

function collectionScan(records: Iterable<DocRecord>, sorted: boolean): Plan {
  return { stage: 'COLLSCAN', sorted, records, keysExamined: () => 0 };
}

function combinations(lists: unknown[][]): number {
  return lists.reduce((product, list) => product * Math.max(list.length, 1), 1);
}

function cartesian(lists: unknown[][]): unknown[][] {
  let tuples: unknown[][] = [[]];
  for (const list of lists) tuples = tuples.flatMap((tuple) => list.map((value) => [...tuple, value]));
  return tuples;
}
