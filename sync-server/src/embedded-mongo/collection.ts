/**
 * A collection: its documents (by `_id`, in insertion order) and its indexes.
 *
 * Invariants:
 * - every stored document has `_id` first and is never mutated after it is stored;
 * - every index holds exactly the keys of the current document of every record (outside a bulk
 *   load, during which the indexes are set aside and then built afresh);
 * - a failed write (DuplicateKey) changes nothing: all checks run before any index is touched;
 * - every change is reported to the journal sink synchronously, in the order it happened.
 */
import type { UUID } from 'bson';
import { compactDocument, formatKey, idKeyOf } from './bson-values';
import type { Document } from './bson-values';
import { CollectionIndex } from './collection-index';
import type { DocRecord, IndexSpec } from './collection-index';
import { CommandError, ErrorCode } from './errors';
import { keyTupleId } from './index-keys';
import type { JournalEntry } from './journal-entry';

export interface CollectionInfo {
  uuid: UUID;
  options: Document;
}

export class Collection {
  /** Records by `_id` identity; Map order is insertion order, i.e. MongoDB's natural order. */
  readonly records = new Map<string, DocRecord>();
  readonly indexes = new Map<string, CollectionIndex>();
  private nextSeq = 1;
  /** False during a bulk load (suspendIndexes): writes leave the indexes alone. */
  private indexing = true;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly info: CollectionInfo,
    private readonly sink: (entry: JournalEntry) => void,
  ) {
    this.indexes.set('_id_', new CollectionIndex({ v: 2, key: { _id: 1 }, name: '_id_' }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.records.size;
  }

  getById(id: unknown): DocRecord | undefined {
    return this.records.get(idKeyOf(id));
  }

  /** Stores a new document (which must already carry `_id`). `trusted` skips checks on replay. */
  insert(given: Document, trusted = false): DocRecord {
    // Every query reads stored documents, so they are kept in V8's fast layout (compactDocument).
    const doc = compactDocument(given);
    const idKey = idKeyOf(doc._id);
    const rec: DocRecord = { seq: this.nextSeq++, doc };
    if (!trusted && this.records.has(idKey)) {
      throw this.duplicateKeyError(this.indexes.get('_id_') as CollectionIndex, [doc._id]);
    }
    if (this.indexing) {
      const keysByIndex = this.keysFor(doc, rec.seq, trusted, undefined);
      for (const [index, keys] of keysByIndex) index.add(keys, rec);
    }
    this.records.set(idKey, rec);
    this.sink({ op: 'i', ns: this.ns, doc });
    return rec;
  }

  /** Replaces a record's document (same `_id`); unique indexes are checked first. */
  replace(rec: DocRecord, given: Document, trusted = false): void {
    const doc = compactDocument(given);
    if (this.indexing) {
      const oldKeys = new Map<CollectionIndex, unknown[][]>();
      for (const index of this.indexes.values()) oldKeys.set(index, index.keysOf(rec.doc));
      const newKeys = this.keysFor(doc, rec.seq, trusted, oldKeys);
      for (const [index, keys] of newKeys) {
        index.remove(oldKeys.get(index) ?? [], rec);
        index.add(keys, rec);
      }
    }
    rec.doc = doc;
    this.sink({ op: 'u', ns: this.ns, doc });
  }

  delete(rec: DocRecord): void {
    if (this.indexing) for (const index of this.indexes.values()) index.remove(index.keysOf(rec.doc), rec);
    this.records.delete(idKeyOf(rec.doc._id));
    this.sink({ op: 'd', ns: this.ns, id: rec.doc._id });
  }

  /** Builds an index over the existing documents; fails (changing nothing) on a duplicate. */
  createIndex(spec: IndexSpec, trusted = false): void {
    const index = new CollectionIndex(spec);
    const duplicate = this.indexing ? index.build(this.records.values()) : undefined;
    if (duplicate && !trusted) {
      const error = this.duplicateKeyError(index, duplicate);
      throw new CommandError(error.code, `Index build failed: ${error.message}`, error.extra);
    }
    this.indexes.set(spec.name, index);
    this.sink({ op: 'ci', ns: this.ns, spec });
  }

  /**
   * Starts a bulk load (recovery): documents are stored without index entries, and resumeIndexes
   * then builds each index in one sort, rather than an ordered insert per document and index, the
   * larger part of a restart's time over a large collection.
   */
  suspendIndexes(): void {
    this.indexing = false;
  }

  /** Ends a bulk load: every index, `_id_` too, built afresh from the stored documents. */
  resumeIndexes(): void {
    if (this.indexing) return;
    this.indexing = true;
    for (const [name, stale] of this.indexes) {
      const index = new CollectionIndex(stale.spec);
      index.build(this.records.values());
      this.indexes.set(name, index);
    }
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.sink({ op: 'di', ns: this.ns, name });
  }

  /** Records in natural (insertion) order. */
  scanNatural(): IterableIterator<DocRecord> {
    return this.records.values();
  }

  /**
   * The keys `doc` contributes to each index whose keys change (all indexes when `previous` is
   * undefined), after checking unique indexes. Skips the `_id_` check on insert: the records map
   * already enforces it.
   */
  private keysFor(
    doc: Document,
    seq: number,
    trusted: boolean,
    previous: Map<CollectionIndex, unknown[][]> | undefined,
  ): Map<CollectionIndex, unknown[][]> {
    const changed = new Map<CollectionIndex, unknown[][]>();
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(doc);
      const before = previous?.get(index);
      if (before !== undefined && sameKeySet(before, keys)) continue;
      if (!trusted && index.unique && (previous !== undefined || index.name !== '_id_')) {
        const duplicate = index.findDuplicate(keys, seq);
        if (duplicate) throw this.duplicateKeyError(index, duplicate);
      }
      changed.set(index, keys);
    }
    return changed;
  }

  duplicateKeyError(index: CollectionIndex, key: readonly unknown[]): CommandError {
    const keyValue: Document = {};
    index.fields.forEach((field, i) => {
      keyValue[field] = key[i];
    });
    return new CommandError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: ${formatKey(keyValue)}`,
      { keyPattern: { ...index.spec.key }, keyValue },
    );
  }
}

function sameKeySet(a: readonly unknown[][], b: readonly unknown[][]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map(keyTupleId));
  return b.every((key) => ids.has(keyTupleId(key)));
}
