/**
 * insert, update, delete: MongoDB's batch write commands.
 *
 * Reply shape: `{n, nModified?, upserted?, writeErrors?}`; a failing statement becomes a write
 * error `{index, code, errmsg, keyPattern?, keyValue?}`, ordered batches stop at the first one.
 * Statements that succeeded before a failure stay applied (as in MongoDB), and the reply is sent
 * only after all of them are on disk.
 */
import { ObjectId } from 'bson';
import { isPlainObject, withIdFirst } from '../bson-values';
import type { Document } from '../bson-values';
import type { Collection } from '../collection';
import { CommandError, ErrorCode, toCommandError } from '../errors';
import { findRecords } from '../query-exec';
import { checkStorableId, classifyUpdate, updateDocument, upsertDocument } from '../update-document';
import { collectionName, letOf } from './command-context';
import type { CommandContext, CommandHandler } from './command-context';
import { COLLATION_ONLY, refuseStatementOptions, UPDATE_STATEMENT_REFUSED } from './unsupported-options';

export function writeErrorOf(index: number, error: unknown): Document {
  const failure = toCommandError(error);
  return { index, code: failure.code, errmsg: failure.message, ...failure.extra };
}

function statements(context: CommandContext, field: string): Document[] {
  const value = context.body[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new CommandError(ErrorCode.BadValue, `'${field}' must be an array of objects`);
  }
  return value;
}

/** Runs each statement, collecting write errors; stops at the first one when ordered. */
function runStatements(context: CommandContext, field: string, run: (statement: Document, index: number) => void): Document[] {
  const ordered = context.body.ordered !== false;
  const writeErrors: Document[] = [];
  statements(context, field).forEach((statement, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      run(statement, index);
    } catch (error) {
      writeErrors.push(writeErrorOf(index, error));
    }
  });
  return writeErrors;
}

/** Checks a new document and gives it an ObjectId `_id` (first) when it has none. */
export function prepareInsert(doc: Document): Document {
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  checkStorableId(doc._id);
  return withIdFirst(doc);
}

const insert: CommandHandler = async (context) => {
  const collection = context.server.catalog.ensure(context.db, collectionName(context));
  let n = 0;
  const writeErrors = runStatements(context, 'documents', (doc) => {
    collection.insert(prepareInsert(doc));
    n += 1;
  });
  await context.server.durable();
  return writeErrors.length > 0 ? { n, writeErrors } : { n };
};

const update: CommandHandler = async (context) => {
  const name = collectionName(context);
  const { catalog } = context.server;
  refuseStatementOptions('update statement', context.body.updates, UPDATE_STATEMENT_REFUSED);
  const variables = letOf(context);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = runStatements(context, 'updates', (statement, index) => {
    const filter = isPlainObject(statement.q) ? statement.q : {};
    const kind = classifyUpdate(statement.u);
    const multi = statement.multi === true;
    if (multi && kind === 'replacement') throw new CommandError(ErrorCode.FailedToParse, 'multi update is not supported for replacement-style update');
    const options = { filter, arrayFilters: arrayFiltersOf(statement), variables };
    const collection = catalog.get(context.db, name);
    const { records } = findRecords(collection, { filter, limit: multi ? 0 : 1, sort: statement.sort, hint: statement.hint, variables });
    for (const rec of records) {
      const next = updateDocument(rec.doc, statement.u, kind, options);
      if (next.modified) {
        (collection as Collection).replace(rec, next.doc);
        nModified += 1;
      }
      n += 1;
    }
    if (records.length === 0 && statement.upsert === true) {
      const doc = upsertDocument(filter, statement.u, kind, options);
      catalog.ensure(context.db, name).insert(doc);
      upserted.push({ index, _id: doc._id });
      n += 1;
    }
  });
  await context.server.durable();
  const reply: Document = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  return reply;
};

const remove: CommandHandler = async (context) => {
  const collection = context.server.catalog.get(context.db, collectionName(context));
  refuseStatementOptions('delete statement', context.body.deletes, COLLATION_ONLY);
  const variables = letOf(context);
  let n = 0;
  const writeErrors = runStatements(context, 'deletes', (statement) => {
    const filter = isPlainObject(statement.q) ? statement.q : {};
    if (statement.limit !== undefined && statement.limit !== 0 && statement.limit !== 1) {
      throw new CommandError(ErrorCode.FailedToParse, 'The limit field in delete objects must be 0 or 1');
    }
    const { records } = findRecords(collection, { filter, limit: statement.limit === 1 ? 1 : 0, hint: statement.hint, variables });
    for (const rec of records) {
      (collection as Collection).delete(rec);
      n += 1;
    }
  });
  await context.server.durable();
  return writeErrors.length > 0 ? { n, writeErrors } : { n };
};

export function arrayFiltersOf(statement: Document): Document[] | undefined {
  const filters = statement.arrayFilters;
  if (filters === undefined) return undefined;
  if (!Array.isArray(filters) || !filters.every(isPlainObject)) throw new CommandError(ErrorCode.FailedToParse, 'arrayFilters must be an array of objects');
  return filters;
}

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
