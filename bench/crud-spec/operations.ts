/**
 * Runs one unified-format operation through the official driver and returns its result in the
 * shape the CRUD spec describes (plain documents, counts by name). Operations the runner does not
 * implement throw, so the test that needs one fails rather than passes unchecked.
 */
import type { AnyBulkWriteOperation, ClientSession, Collection, Db, Document, FindCursor, MongoClient } from 'mongodb';
import type { EntityMap } from './entities';
import type { Operation } from './spec-file';

type Handler = (target: unknown, args: Document, entities: EntityMap) => Promise<unknown>;

/** The operation's options: its arguments less the positional ones, with `session` resolved to the entity. */
function optionsOf(args: Document, positional: string[], entities: EntityMap): Document {
  const options: Document = {};
  for (const [key, value] of Object.entries(args)) {
    if (positional.includes(key)) continue;
    options[key] = key === 'session' ? entities.get<ClientSession>(value as string) : value;
  }
  if (typeof options.returnDocument === 'string') options.returnDocument = options.returnDocument.toLowerCase();
  return options;
}

function plainWriteResult(result: Document): Document {
  const plain: Document = {};
  for (const key of ['acknowledged', 'insertedId', 'insertedIds', 'insertedCount', 'matchedCount', 'modifiedCount', 'deletedCount', 'upsertedCount', 'upsertedId', 'upsertedIds']) {
    if (result[key] !== undefined) plain[key] = result[key];
  }
  return plain;
}

/** A BulkWriteResult's counts and ids (the driver's result has no `acknowledged` field). */
function plainBulkResult(result: Document): Document {
  const { insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, insertedIds, upsertedIds } = result;
  return { insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, insertedIds, upsertedIds };
}

const collection = (target: unknown): Collection => target as Collection;

const collectionOperations: Record<string, Handler> = {
  aggregate: (target, args, entities) => collection(target).aggregate(args.pipeline as Document[], optionsOf(args, ['pipeline'], entities)).toArray(),
  find: (target, args, entities) => collection(target).find(args.filter as Document, optionsOf(args, ['filter'], entities)).toArray(),
  findOne: (target, args, entities) => collection(target).findOne(args.filter as Document, optionsOf(args, ['filter'], entities)),
  countDocuments: (target, args, entities) => collection(target).countDocuments(args.filter as Document, optionsOf(args, ['filter'], entities)),
  estimatedDocumentCount: (target, args, entities) => collection(target).estimatedDocumentCount(optionsOf(args, [], entities)),
  distinct: (target, args, entities) => collection(target).distinct(args.fieldName as string, args.filter as Document, optionsOf(args, ['fieldName', 'filter'], entities)),
  insertOne: async (target, args, entities) => plainWriteResult(await collection(target).insertOne(args.document as Document, optionsOf(args, ['document'], entities))),
  insertMany: async (target, args, entities) => plainWriteResult(await collection(target).insertMany(args.documents as Document[], optionsOf(args, ['documents'], entities))),
  updateOne: async (target, args, entities) => plainWriteResult(await collection(target).updateOne(args.filter as Document, args.update as Document, optionsOf(args, ['filter', 'update'], entities))),
  updateMany: async (target, args, entities) => plainWriteResult(await collection(target).updateMany(args.filter as Document, args.update as Document, optionsOf(args, ['filter', 'update'], entities))),
  replaceOne: async (target, args, entities) => plainWriteResult(await collection(target).replaceOne(args.filter as Document, args.replacement as Document, optionsOf(args, ['filter', 'replacement'], entities))),
  deleteOne: async (target, args, entities) => plainWriteResult(await collection(target).deleteOne(args.filter as Document, optionsOf(args, ['filter'], entities))),
  deleteMany: async (target, args, entities) => plainWriteResult(await collection(target).deleteMany(args.filter as Document, optionsOf(args, ['filter'], entities))),
  findOneAndDelete: (target, args, entities) => collection(target).findOneAndDelete(args.filter as Document, optionsOf(args, ['filter'], entities)),
  findOneAndReplace: (target, args, entities) => collection(target).findOneAndReplace(args.filter as Document, args.replacement as Document, optionsOf(args, ['filter', 'replacement'], entities)),
  findOneAndUpdate: (target, args, entities) => collection(target).findOneAndUpdate(args.filter as Document, args.update as Document, optionsOf(args, ['filter', 'update'], entities)),
  bulkWrite: async (target, args, entities) => plainBulkResult(await collection(target).bulkWrite(args.requests as AnyBulkWriteOperation[], optionsOf(args, ['requests'], entities)) as unknown as Document),
  createFindCursor: async (target, args, entities) => collection(target).find(args.filter as Document, optionsOf(args, ['filter'], entities)),
  createIndex: (target, args, entities) => collection(target).createIndex(args.keys as Document, optionsOf(args, ['keys'], entities)),
  dropIndex: (target, args, entities) => collection(target).dropIndex(args.name as string, optionsOf(args, ['name'], entities)),
  listIndexes: (target, args, entities) => collection(target).listIndexes(optionsOf(args, [], entities)).toArray(),
  drop: (target, args, entities) => collection(target).drop(optionsOf(args, [], entities)),
};

const databaseOperations: Record<string, Handler> = {
  aggregate: (target, args, entities) => (target as Db).aggregate(args.pipeline as Document[], optionsOf(args, ['pipeline'], entities)).toArray(),
  runCommand: (target, args, entities) => (target as Db).command(args.command as Document, optionsOf(args, ['command', 'commandName'], entities)),
  createCollection: async (target, args, entities) => {
    await (target as Db).createCollection(args.collection as string, optionsOf(args, ['collection'], entities));
  },
  dropCollection: async (target, args, entities) => {
    await (target as Db).dropCollection(args.collection as string, optionsOf(args, ['collection'], entities));
  },
  listCollections: (target, args, entities) => (target as Db).listCollections(args.filter as Document | undefined, optionsOf(args, ['filter'], entities)).toArray(),
};

/** The spec's `{insertOne: {namespace, ...}}` models become the driver's `{name: 'insertOne', namespace, ...}`. */
function clientBulkModels(models: Document[]): Document[] {
  return models.map((model) => {
    const [name, fields] = Object.entries(model)[0] as [string, Document];
    return { name, ...fields };
  });
}

const clientOperations: Record<string, Handler> = {
  clientBulkWrite: async (target, args, entities) => {
    const result = await (target as MongoClient).bulkWrite(clientBulkModels(args.models as Document[]) as never, optionsOf(args, ['models'], entities));
    return JSON.parse(JSON.stringify(result, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value))) as Document;
  },
  listDatabases: (target, args, entities) => (target as MongoClient).db('admin').admin().listDatabases(optionsOf(args, [], entities)),
};

const cursorOperations: Record<string, Handler> = {
  iterateUntilDocumentOrError: async (target) => {
    const document = await (target as FindCursor).next();
    if (document === null) throw new Error('the cursor is exhausted');
    return document;
  },
  iterateOnce: (target) => (target as FindCursor).tryNext(),
  close: async (target) => {
    await (target as FindCursor).close();
  },
};

function handlerFor(target: unknown, name: string): Handler | undefined {
  const kind = (target as { constructor?: { name?: string } } | null)?.constructor?.name;
  const table: Record<string, Record<string, Handler>> = {
    Collection: collectionOperations,
    Db: databaseOperations,
    MongoClient: clientOperations,
    FindCursor: cursorOperations,
    AggregationCursor: cursorOperations,
  };
  return kind === undefined ? undefined : table[kind]?.[name];
}

export async function runOperation(operation: Operation, entities: EntityMap): Promise<unknown> {
  const target = entities.get<unknown>(operation.object);
  const handler = handlerFor(target, operation.name);
  if (handler === undefined) throw new UnsupportedOperationError(operation);
  return handler(target, operation.arguments ?? {}, entities);
}

/** An operation this runner cannot perform: the test fails, naming it. */
export class UnsupportedOperationError extends Error {
  constructor(operation: Operation) {
    super(`the runner does not implement ${operation.object}.${operation.name}`);
    this.name = 'UnsupportedOperationError';
  }
}
