/**
 * One secondary (or the `_id`) index of a collection: an ordered list of (key tuple, record)
 * entries, ordered by the key pattern's directions and then by the record's insertion sequence.
 *
 * Entries point at the record object, whose `doc` is swapped on update; the collection removes
 * a record's old entries before swapping and adds the new ones after (see collection.ts).
 */
import { Query } from 'mingo';
import { compareValues, isPlainObject } from './bson-values';
import type { Document } from './bson-values';
import { CommandError, ErrorCode } from './errors';
import { documentKeys } from './index-keys';
import { SortedList } from './sorted-list';

export interface DocRecord {
  /** Insertion sequence: the natural order and the tie-breaker between equal keys. */
  readonly seq: number;
  doc: Document;
}

interface Entry {
  key: readonly unknown[];
  rec: DocRecord;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** A value range on one key component, in value order (not index direction). */
export interface KeyRange {
  lower?: Bound;
  upper?: Bound;
}

// Probe records sort before / after every real record with an equal key prefix.
const BEFORE: DocRecord = { seq: Number.NEGATIVE_INFINITY, doc: {} };
const AFTER: DocRecord = { seq: Number.POSITIVE_INFINITY, doc: {} };

/** The fields of a listIndexes entry that this store understands and persists. */
export interface IndexSpec {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

export class CollectionIndex {
  readonly fields: readonly string[];
  readonly directions: readonly (1 | -1)[];
  /** Sticky like MongoDB's: once any document had an array on an indexed path. */
  multikey = false;
  /** Indexed fields where some document had an array (sticky; MongoDB's multikey paths). */
  readonly arrayFields = new Set<string>();
  /** Indexed fields where some document had a value that is not an array, null or missing (sticky). */
  readonly scalarFields = new Set<string>();
  /** Indexed fields where some document had an array inside an array (sticky). */
  readonly nestedArrayFields = new Set<string>();
  private readonly partial: Query | undefined;
  private readonly entries: SortedList<Entry>;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (Number(spec.key[field]) < 0 ? -1 : 1));
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    this.entries = new SortedList<Entry>((a, b) => this.compareEntries(a, b));
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true || this.name === '_id_';
  }

  /** Sparse and partial indexes do not hold every document, so they cannot answer every query. */
  get coversAllDocuments(): boolean {
    return this.spec.sparse !== true && this.partial === undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key tuples a document contributes ([] when a sparse/partial index skips it). */
  keysOf(doc: Document): unknown[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    const { keys, multikey, arrayAt, scalarAt, nestedArrayAt, allMissing } = documentKeys(doc, this.fields);
    if (this.spec.sparse === true && allMissing) return [];
    if (multikey) this.multikey = true;
    this.fields.forEach((field, i) => {
      if (arrayAt[i]) this.arrayFields.add(field);
      if (scalarAt[i]) this.scalarFields.add(field);
      if (nestedArrayAt[i]) this.nestedArrayFields.add(field);
    });
    return keys;
  }

  /** The first of `keys` already held by a record other than `seq`, if any. */
  findDuplicate(keys: readonly unknown[][], seq: number): readonly unknown[] | undefined {
    for (const key of keys) {
      for (const entry of this.entries.iterate(this.entries.lowerBound({ key, rec: BEFORE }), false)) {
        if (!this.sameKey(entry.key, key)) break;
        if (entry.rec.seq !== seq) return key;
      }
    }
    return undefined;
  }

  /**
   * Fills an empty index with the keys of `recs` in one sort, rather than an ordered insert per key:
   * how an index over existing documents is built (createIndex, recovery). For a unique index,
   * answers the first key two records share (the caller then discards the index).
   */
  build(recs: Iterable<DocRecord>): readonly unknown[] | undefined {
    const entries: Entry[] = [];
    for (const rec of recs) for (const key of this.keysOf(rec.doc)) entries.push({ key, rec });
    entries.sort((a, b) => this.compareEntries(a, b));
    this.entries.loadSorted(entries);
    if (!this.unique) return undefined;
    for (let i = 1; i < entries.length; i += 1) {
      const [before, entry] = [entries[i - 1] as Entry, entries[i] as Entry];
      if (before.rec !== entry.rec && this.sameKey(before.key, entry.key)) return entry.key;
    }
    return undefined;
  }

  add(keys: readonly unknown[][], rec: DocRecord): void {
    for (const key of keys) this.entries.insert({ key, rec });
  }

  remove(keys: readonly unknown[][], rec: DocRecord): void {
    for (const key of keys) this.entries.delete({ key, rec });
  }

  /**
   * Records whose first `prefix.length` key components equal `prefix` and whose next component
   * lies in `range`, in index order (or reversed). A multikey index can yield a record twice.
   */
  *scan(prefix: readonly unknown[], range: KeyRange | undefined, reverse: boolean): Generator<DocRecord> {
    const { low, high } = this.probes(prefix, range);
    // Both ends found by binary search; the walk between them compares nothing.
    const from = this.entries.lowerBound(low);
    const to = this.entries.lowerBound(high);
    if (this.entries.countBetween(from, to) === 0) return;
    for (const entry of this.entries.iterateBetween(from, to, reverse)) yield entry.rec;
  }

  /** The sequence of every record `scan(prefix)` would yield, in index order, without a generator step per entry. */
  forEachSeq(prefix: readonly unknown[], visit: (seq: number) => void): void {
    const { low, high } = this.probes(prefix, undefined);
    this.entries.forEachBetween(this.entries.lowerBound(low), this.entries.lowerBound(high), (entry) => visit(entry.rec.seq));
  }

  /**
   * How many entries `scan(prefix, range)` would visit, found from two binary searches without
   * walking the entries (a multikey index may hold several entries for one record).
   */
  countRange(prefix: readonly unknown[], range: KeyRange | undefined): number {
    const { low, high } = this.probes(prefix, range);
    return this.entries.countBetween(this.entries.lowerBound(low), this.entries.lowerBound(high));
  }

  /**
   * The distinct values of key component `prefix.length` among the entries starting with
   * `prefix`, in index order: one binary search per value, however many entries share it.
   */
  *distinctNext(prefix: readonly unknown[]): Generator<unknown> {
    let from = this.entries.lowerBound({ key: prefix, rec: BEFORE });
    const to = this.entries.lowerBound({ key: prefix, rec: AFTER });
    while (this.entries.countBetween(from, to) > 0) {
      const value = this.entries.at(from)?.key[prefix.length];
      yield value;
      from = this.entries.lowerBound({ key: [...prefix, value], rec: AFTER });
    }
  }

  /** How many entries `scan(prefix)` would visit, counting no further than `cap`. */
  countPrefix(prefix: readonly unknown[], cap: number): number {
    return Math.min(cap, this.countRange(prefix, undefined));
  }

  /** Probe entries: every scanned entry is > low and < high in index order. */
  private probes(prefix: readonly unknown[], range: KeyRange | undefined): { low: Entry; high: Entry } {
    const direction = this.directions[prefix.length] ?? 1;
    let low: Entry = { key: prefix, rec: BEFORE };
    let high: Entry = { key: prefix, rec: AFTER };
    const first = direction === 1 ? range?.lower : range?.upper;
    const last = direction === 1 ? range?.upper : range?.lower;
    if (first) low = { key: [...prefix, first.value], rec: first.inclusive ? BEFORE : AFTER };
    if (last) high = { key: [...prefix, last.value], rec: last.inclusive ? AFTER : BEFORE };
    return { low, high };
  }

  /** The listIndexes form of this index. */
  describe(): Document {
    return { ...this.spec };
  }

  private sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
    for (let i = 0; i < b.length; i += 1) if (compareValues(a[i], b[i]) !== 0) return false;
    return true;
  }

  /** Compares over the shorter key's length (so probes can be prefixes), then by sequence. */
  private compareEntries(a: Entry, b: Entry): number {
    const length = Math.min(a.key.length, b.key.length);
    for (let i = 0; i < length; i += 1) {
      const order = compareValues(a.key[i], b.key[i]);
      if (order !== 0) return order * (this.directions[i] ?? 1);
    }
    return a.rec.seq - b.rec.seq;
  }
}

/**
 * Validates and normalizes a createIndexes entry into an IndexSpec (MongoDB's listIndexes shape).
 * Only ascending/descending keys are supported: text, 2dsphere and hashed indexes need query
 * operators this store does not implement, so they are refused rather than silently ignored.
 */
export function normalizeIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError(ErrorCode.FailedToParse, 'index specification must have a non-empty key document');
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) {
    throw new CommandError(ErrorCode.FailedToParse, 'index specification must have a name');
  }
  const key: Document = {};
  for (const [field, direction] of Object.entries(raw.key)) {
    if (typeof direction !== 'number' || direction === 0 || Number.isNaN(direction)) {
      throw new CommandError(
        ErrorCode.CannotCreateIndex,
        `Index type ${JSON.stringify(direction)} on field '${field}' is not supported by the embedded database (only 1 and -1 keys)`,
      );
    }
    key[field] = direction < 0 ? -1 : 1;
  }
  const spec: IndexSpec = { v: 2, key, name: raw.name };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression)) {
      throw new CommandError(ErrorCode.BadValue, 'partialFilterExpression must be an object');
    }
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (raw.expireAfterSeconds !== undefined) {
    const seconds = raw.expireAfterSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      throw new CommandError(ErrorCode.InvalidOptions, 'expireAfterSeconds must be a non-negative number');
    }
    if (Object.keys(key).length !== 1) {
      throw new CommandError(ErrorCode.CannotCreateIndex, 'TTL indexes are single-field indexes, compound indexes do not support TTL');
    }
    spec.expireAfterSeconds = Math.floor(seconds);
  }
  return spec;
}
