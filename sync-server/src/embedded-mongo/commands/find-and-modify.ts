/**
 * findAndModify (the driver's findOneAndUpdate / findOneAndReplace / findOneAndDelete).
 *
 * Reply: `{lastErrorObject: {n, updatedExisting?, upserted?}, value}`. Unlike the batch write
 * commands, failures (e.g. DuplicateKey) are top-level command errors.
 */
import type { Document } from '../bson-values';
import { CommandError, ErrorCode } from '../errors';
import { findRecords, projectDocuments } from '../query-exec';
import { classifyUpdate, updateDocument, upsertDocument } from '../update-document';
import { collectionName, letOf, optionalDocument } from './command-context';
import type { CommandHandler } from './command-context';
import { COLLATION_ONLY, refuseOptions } from './unsupported-options';
import { arrayFiltersOf } from './write-commands';

const findAndModify: CommandHandler = async (context) => {
  const { body, server } = context;
  const name = collectionName(context);
  refuseOptions('findAndModify', body, COLLATION_ONLY);
  const variables = letOf(context);
  const filter = optionalDocument(body.query, 'query') ?? {};
  const fields = optionalDocument(body.fields, 'fields');
  const remove = body.remove === true;
  if (remove && body.update !== undefined) throw new CommandError(ErrorCode.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && body.update === undefined) throw new CommandError(ErrorCode.FailedToParse, 'Either an update or remove=true must be specified');
  if (remove && body.new === true) throw new CommandError(ErrorCode.FailedToParse, 'Cannot specify both new=true and remove=true; \'remove\' always returns the deleted document');
  const collection = server.catalog.get(context.db, name);
  const [rec] = findRecords(collection, { filter, sort: body.sort, limit: 1, hint: body.hint, variables }).records;
  const present = (doc: Document | undefined): Document | null => (doc ? (projectDocuments([doc], fields, filter)[0] ?? null) : null);

  if (remove) {
    if (!rec || !collection) return { lastErrorObject: { n: 0 }, value: null };
    const old = rec.doc;
    collection.delete(rec);
    await server.durable();
    return { lastErrorObject: { n: 1 }, value: present(old) };
  }

  const kind = classifyUpdate(body.update);
  const options = { filter, arrayFilters: arrayFiltersOf(body), variables };
  if (rec && collection) {
    const old = rec.doc;
    const next = updateDocument(old, body.update, kind, options);
    if (next.modified) collection.replace(rec, next.doc);
    // Taken before the await: commands running meanwhile may change the record, and the answer is this update's.
    const value = present(body.new === true ? rec.doc : old);
    await server.durable();
    return { lastErrorObject: { n: 1, updatedExisting: true }, value };
  }
  if (body.upsert === true) {
    const doc = upsertDocument(filter, body.update, kind, options);
    server.catalog.ensure(context.db, name).insert(doc);
    await server.durable();
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: body.new === true ? present(doc) : null };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
