/**
 * The databases and collections, and the single place journal entries are produced and replayed.
 *
 * While `muted` (during recovery) changes are applied without being journaled again and without
 * constraint checks: the journal only ever holds changes that passed them.
 */
import { UUID } from 'bson';
import type { Document } from './bson-values';
import { Collection } from './collection';
import { CommandError, ErrorCode } from './errors';
import { splitNamespace } from './journal-entry';
import type { JournalEntry } from './journal-entry';

export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private muted = false;

  constructor(private readonly journal: (entry: JournalEntry) => void) {}

  readonly sink = (entry: JournalEntry): void => {
    if (!this.muted) this.journal(entry);
  };

  get(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** The collection, created on first use as MongoDB does for writes and createIndexes. */
  ensure(db: string, name: string): Collection {
    return this.get(db, name) ?? this.create(db, name, {});
  }

  create(db: string, name: string, options: Document, uuid: UUID = new UUID()): Collection {
    validateNames(db, name);
    if (this.get(db, name)) {
      throw new CommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    const collection = new Collection(db, name, { uuid, options }, this.sink);
    if (this.bulkLoading) collection.suspendIndexes();
    collections.set(name, collection);
    this.sink({ op: 'cc', ns: collection.ns, uuid, options });
    return collection;
  }

  drop(db: string, name: string): Collection | undefined {
    const collections = this.databases.get(db);
    const collection = collections?.get(name);
    if (!collections || !collection) return undefined;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(db);
    this.sink({ op: 'dc', ns: collection.ns });
    return collection;
  }

  dropDatabase(db: string): void {
    if (!this.databases.delete(db)) return;
    this.sink({ op: 'dd', db });
  }

  rename(from: Collection, toDb: string, toName: string): Collection {
    validateNames(toDb, toName);
    this.databases.get(from.db)?.delete(from.name);
    let collections = this.databases.get(toDb);
    if (!collections) {
      collections = new Map();
      this.databases.set(toDb, collections);
    }
    const renamed = new Collection(toDb, toName, from.info, this.sink);
    if (this.bulkLoading) renamed.suspendIndexes();
    // Moving the contents is not journaled: the single 'rc' entry below replays the whole move.
    // Documents first: each index is then built in one sort.
    this.whileMuted(() => {
      for (const rec of from.scanNatural()) renamed.insert(rec.doc, true);
      for (const index of from.indexes.values()) if (index.name !== '_id_') renamed.createIndex(index.spec, true);
    });
    collections.set(toName, renamed);
    if (this.databases.get(from.db)?.size === 0) this.databases.delete(from.db);
    this.sink({ op: 'rc', from: from.ns, to: renamed.ns });
    return renamed;
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }

  /** Set between beginBulkLoad and endBulkLoad: collections made meanwhile wait for their indexes too. */
  private bulkLoading = false;

  /** Recovery replays documents without index entries (Collection.suspendIndexes) ... */
  beginBulkLoad(): void {
    this.bulkLoading = true;
    for (const collection of this.allCollections()) collection.suspendIndexes();
  }

  /** ... and builds every index once it is done. */
  endBulkLoad(): void {
    this.bulkLoading = false;
    for (const collection of this.allCollections()) collection.resumeIndexes();
  }

  /** Applies one journal or snapshot entry during recovery. */
  replay(entry: JournalEntry): void {
    this.whileMuted(() => this.applyEntry(entry));
  }

  /** Runs `change` without journaling; nests (a replayed rename mutes inside a muted replay). */
  private whileMuted(change: () => void): void {
    const before = this.muted;
    this.muted = true;
    try {
      change();
    } finally {
      this.muted = before;
    }
  }

  private applyEntry(entry: JournalEntry): void {
    switch (entry.op) {
      case 'cc': {
        const { db, name } = splitNamespace(entry.ns);
        if (!this.get(db, name)) this.create(db, name, entry.options, entry.uuid instanceof UUID ? entry.uuid : new UUID());
        return;
      }
      case 'dc': {
        const { db, name } = splitNamespace(entry.ns);
        this.drop(db, name);
        return;
      }
      case 'dd':
        this.dropDatabase(entry.db);
        return;
      case 'rc': {
        const from = splitNamespace(entry.from);
        const to = splitNamespace(entry.to);
        const source = this.get(from.db, from.name);
        if (source) this.rename(source, to.db, to.name);
        return;
      }
      default:
        this.applyDocumentEntry(entry);
    }
  }

  private applyDocumentEntry(entry: Extract<JournalEntry, { ns: string }>): void {
    const { db, name } = splitNamespace(entry.ns);
    const collection = this.ensure(db, name);
    switch (entry.op) {
      case 'ci':
        collection.createIndex(entry.spec, true);
        return;
      case 'di':
        collection.dropIndex(entry.name);
        return;
      case 'i':
        collection.insert(entry.doc, true);
        return;
      case 'u': {
        const rec = collection.getById(entry.doc._id);
        if (rec) collection.replace(rec, entry.doc, true);
        else collection.insert(entry.doc, true);
        return;
      }
      case 'd': {
        const rec = collection.getById(entry.id);
        if (rec) collection.delete(rec);
        return;
      }
      default:
        return;
    }
  }
}

/** MongoDB's namespace rules that matter here: no empty names, no '$', no '.' in db names. */
export function validateNames(db: string, name: string): void {
  if (db.length === 0 || /[/\\. "$\0]/.test(db)) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  }
  if (name.length === 0 || name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.')) {
    throw new CommandError(ErrorCode.InvalidNamespace, `Invalid collection name: '${name}'`);
  }
}
