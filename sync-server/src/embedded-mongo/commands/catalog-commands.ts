/**
 * Collection, index and database management: create, drop, dropDatabase, renameCollection,
 * createIndexes, listIndexes, dropIndexes, listCollections, listDatabases, compact.
 * Error codes follow MongoDB 7.0 (e.g. dropping a missing collection succeeds, listing the
 * indexes of one is NamespaceNotFound).
 */
import { EJSON } from 'bson';
import { find } from 'mingo';
import { isPlainObject } from '../bson-values';
import type { Document } from '../bson-values';
import type { Collection } from '../collection';
import { normalizeIndexSpec } from '../collection-index';
import type { IndexSpec } from '../collection-index';
import { CommandError, ErrorCode } from '../errors';
import { collectionName, optionalBatchSize } from './command-context';
import type { CommandContext, CommandHandler } from './command-context';
import { cursorReply } from './read-commands';
import { COLLATION_ONLY, refuseIndexOptions, refuseOptions } from './unsupported-options';

const COMMAND_FIELDS = new Set(['create', 'writeConcern', 'lsid', '$db', 'comment', '$readPreference', 'apiVersion', 'apiStrict', 'apiDeprecationErrors', 'maxTimeMS', 'collation']);

const create: CommandHandler = async (context) => {
  // Capped collections, views, validators, time series, collations: none are modelled, so refuse clearly.
  refuseOptions('create', context.body, COLLATION_ONLY);
  const unsupported = Object.keys(context.body).find((key) => !COMMAND_FIELDS.has(key));
  if (unsupported !== undefined) {
    throw new CommandError(ErrorCode.InvalidOptions, `create option '${unsupported}' is not supported by the embedded database`);
  }
  context.server.catalog.create(context.db, collectionName(context), {});
  await context.server.durable();
  return {};
};

const drop: CommandHandler = async (context) => {
  const collection = context.server.catalog.drop(context.db, collectionName(context));
  await context.server.durable();
  return collection ? { nIndexesWas: collection.indexes.size, ns: collection.ns } : {};
};

const dropDatabase: CommandHandler = async (context) => {
  context.server.catalog.dropDatabase(context.db);
  await context.server.durable();
  return { dropped: context.db };
};

const renameCollection: CommandHandler = async (context) => {
  const { body, server } = context;
  const from = typeof body.renameCollection === 'string' ? body.renameCollection : '';
  const to = typeof body.to === 'string' ? body.to : '';
  const [fromDb, ...fromRest] = from.split('.');
  const [toDb, ...toRest] = to.split('.');
  const source = server.catalog.get(fromDb ?? '', fromRest.join('.'));
  if (!source) throw new CommandError(ErrorCode.NamespaceNotFound, `Source collection ${from} does not exist`);
  if (server.catalog.get(toDb ?? '', toRest.join('.'))) {
    if (body.dropTarget !== true) throw new CommandError(ErrorCode.NamespaceExists, 'target namespace exists');
    server.catalog.drop(toDb ?? '', toRest.join('.'));
  }
  server.catalog.rename(source, toDb ?? '', toRest.join('.'));
  await server.durable();
  return {};
};

const createIndexes: CommandHandler = async (context) => {
  const { body, server } = context;
  const name = collectionName(context);
  if (!Array.isArray(body.indexes) || body.indexes.length === 0) throw new CommandError(ErrorCode.BadValue, "Must specify at least one index to create ('indexes')");
  const specs = body.indexes.map((spec: unknown) => {
    refuseIndexOptions(spec);
    return normalizeIndexSpec(spec);
  });
  const createdCollectionAutomatically = !server.catalog.get(context.db, name);
  const collection = server.catalog.ensure(context.db, name);
  const numIndexesBefore = collection.indexes.size;
  try {
    for (const spec of specs) if (!indexAlreadyExists(collection, spec)) collection.createIndex(spec);
  } finally {
    await server.durable();
  }
  const numIndexesAfter = collection.indexes.size;
  const reply: Document = { numIndexesBefore, numIndexesAfter, createdCollectionAutomatically };
  if (numIndexesAfter === numIndexesBefore) reply.note = 'all indexes already exist';
  return reply;
};

/** True when an identical index exists; throws MongoDB's conflict errors for near-duplicates. */
function indexAlreadyExists(collection: Collection, spec: IndexSpec): boolean {
  const sameName = collection.indexes.get(spec.name);
  if (sameName) {
    if (EJSON.stringify(sameName.spec) === EJSON.stringify(spec)) return true;
    if (EJSON.stringify(sameName.spec.key) === EJSON.stringify(spec.key)) {
      throw new CommandError(ErrorCode.IndexOptionsConflict, `An equivalent index already exists with the same name but different options. Requested index: ${EJSON.stringify(spec)}, existing index: ${EJSON.stringify(sameName.spec)}`);
    }
    throw new CommandError(ErrorCode.IndexKeySpecsConflict, `An existing index has the same name as the requested index. Requested index: ${EJSON.stringify(spec)}, existing index: ${EJSON.stringify(sameName.spec)}`);
  }
  for (const index of collection.indexes.values()) {
    if (EJSON.stringify(index.spec.key) === EJSON.stringify(spec.key) && EJSON.stringify(index.spec.partialFilterExpression) === EJSON.stringify(spec.partialFilterExpression)) {
      throw new CommandError(ErrorCode.IndexOptionsConflict, `Index already exists with a different name: ${index.name}`);
    }
  }
  return false;
}

function existingCollection(context: CommandContext): Collection {
  const name = collectionName(context);
  const collection = context.server.catalog.get(context.db, name);
  if (!collection) throw new CommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${context.db}.${name}`);
  return collection;
}

const listIndexes: CommandHandler = (context) => {
  const collection = existingCollection(context);
  const docs = [...collection.indexes.values()].map((index) => index.describe());
  const batchSize = optionalBatchSize(isPlainObject(context.body.cursor) ? context.body.cursor.batchSize : undefined);
  return cursorReply(collection.ns, context.server.cursors.open(collection.ns, docs, batchSize, false), true);
};

const dropIndexes: CommandHandler = async (context) => {
  const name = collectionName(context);
  const collection = context.server.catalog.get(context.db, name);
  if (!collection) throw new CommandError(ErrorCode.NamespaceNotFound, `ns not found ${context.db}.${name}`);
  const nIndexesWas = collection.indexes.size;
  const requested = context.body.index;
  let names: string[];
  if (requested === '*') names = [...collection.indexes.keys()].filter((index) => index !== '_id_');
  else if (typeof requested === 'string') names = [requested];
  else if (Array.isArray(requested)) names = requested.map(String);
  else if (isPlainObject(requested)) {
    const match = [...collection.indexes.values()].find((index) => EJSON.stringify(index.spec.key) === EJSON.stringify(requested));
    if (!match) throw new CommandError(ErrorCode.IndexNotFound, `can't find index with key: ${EJSON.stringify(requested)}`);
    names = [match.name];
  } else throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'dropIndexes.index' must be a string, an array of strings or an object");
  for (const index of names) {
    if (index === '_id_') throw new CommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    if (!collection.indexes.has(index)) throw new CommandError(ErrorCode.IndexNotFound, `index not found with name [${index}]`);
  }
  for (const index of names) collection.dropIndex(index);
  await context.server.durable();
  return { nIndexesWas };
};

const listCollections: CommandHandler = (context) => {
  const { body, server } = context;
  const nameOnly = body.nameOnly === true;
  const infos = server.catalog.collections(context.db).map((collection) =>
    nameOnly
      ? { name: collection.name, type: 'collection' }
      : {
          name: collection.name,
          type: 'collection',
          options: collection.info.options,
          info: { readOnly: false, uuid: collection.info.uuid },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  const filter = isPlainObject(body.filter) ? body.filter : {};
  const docs = find(infos, filter).all();
  const ns = `${context.db}.$cmd.listCollections`;
  const batchSize = optionalBatchSize(isPlainObject(body.cursor) ? body.cursor.batchSize : undefined);
  return cursorReply(ns, server.cursors.open(ns, docs, batchSize, false), true);
};

const listDatabases: CommandHandler = (context) => {
  const { catalog } = context.server;
  const databases = catalog.databaseNames().map((name) => ({ name, sizeOnDisk: 0, empty: catalog.collections(name).every((c) => c.size === 0) }));
  const filter = isPlainObject(context.body.filter) ? context.body.filter : {};
  const selected = find(databases, filter).all();
  if (context.body.nameOnly === true) return { databases: selected.map(({ name }) => ({ name })) };
  return { databases: selected, totalSize: 0, totalSizeMb: 0 };
};

/**
 * MongoDB's `compact`: the storage is one snapshot plus a journal, so compacting rewrites all of it
 * (every collection) as a snapshot of the current state; `bytesFreed` is what the journal and the
 * old snapshot held beyond it. Its options only decide whether MongoDB bothers: never the data.
 */
const compact: CommandHandler = async (context) => {
  existingCollection(context);
  return { bytesFreed: await context.server.compact() };
};

export const catalogCommands: Record<string, CommandHandler> = {
  compact,
  create,
  drop,
  dropDatabase,
  renameCollection,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  listCollections,
  listDatabases,
};
