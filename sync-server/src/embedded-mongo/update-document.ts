/**
 * Computes the new version of a document for an update statement: replacement documents,
 * update operators (mingo's, plus `$setOnInsert`, which mingo lacks) and pipeline updates, with
 * MongoDB's rules for `_id` (immutable, code 66) and for building upserted documents.
 *
 * Never mutates its input: the stored document is copied first (stored documents are shared).
 */
import { ObjectId } from 'bson';
import { Aggregator, update as applyOperators } from 'mingo';
import { isEqual, setValue } from 'mingo/util';
import { cloneDocument, isPlainObject, withIdFirst } from './bson-values';
import type { Document } from './bson-values';
import { CommandError, ErrorCode } from './errors';

export type UpdateKind = 'replacement' | 'operators' | 'pipeline';

const OPERATORS = new Set(['$addToSet', '$bit', '$currentDate', '$inc', '$max', '$min', '$mul', '$pop', '$pull', '$pullAll', '$push', '$rename', '$set', '$setOnInsert', '$unset']);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export interface UpdateOptions {
  arrayFilters?: Document[];
  /** The statement's filter: needed by the positional `$` operator. */
  filter: Document;
  variables?: Document;
}

export function classifyUpdate(update: unknown): UpdateKind {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage) : [];
      if (name.length !== 1 || !PIPELINE_STAGES.has(name[0] as string)) {
        throw new CommandError(ErrorCode.InvalidOptions, `Invalid update pipeline stage ${JSON.stringify(name[0] ?? stage)}: only $addFields, $set, $project, $unset, $replaceRoot and $replaceWith are allowed in an update pipeline`);
      }
    }
    return 'pipeline';
  }
  if (!isPlainObject(update)) throw new CommandError(ErrorCode.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys[0]?.startsWith('$')) {
    const dollar = keys.find((key) => key.startsWith('$'));
    if (dollar) throw new CommandError(ErrorCode.BadValue, `The dollar ($) prefixed field '${dollar}' in '${dollar}' is not allowed in the context of an update's replacement document.`);
    return 'replacement';
  }
  for (const key of keys) {
    if (!OPERATORS.has(key)) {
      throw new CommandError(ErrorCode.FailedToParse, `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(update[key])) {
      throw new CommandError(ErrorCode.FailedToParse, `Modifiers operate on fields but we found type ${Array.isArray(update[key]) ? 'array' : typeof update[key]} instead. For example: {$mod: {<field>: ...}} not {${key}: ...}`);
    }
  }
  return 'operators';
}

export interface UpdatedDocument {
  doc: Document;
  modified: boolean;
}

/** The updated copy of `doc` (an existing document; `_id` may not change). */
export function updateDocument(doc: Document, update: unknown, kind: UpdateKind, options: UpdateOptions): UpdatedDocument {
  if (kind === 'replacement') {
    const replacement = update as Document;
    if ('_id' in replacement && !isEqual(replacement._id, doc._id)) throw immutableIdAltered(replacement._id);
    const next = withIdFirst({ ...cloneDocument(replacement), _id: doc._id });
    return { doc: next, modified: !isEqual(next, doc) };
  }
  if (kind === 'pipeline') {
    const next = runPipeline(doc, update as Document[], options);
    return { doc: next, modified: !isEqual(next, doc) };
  }
  const operators = { ...(update as Document) };
  delete operators.$setOnInsert;
  const set = operators.$set;
  if (isPlainObject(set) && '_id' in set) {
    if (!isEqual(set._id, doc._id)) throw immutableIdPath('_id');
    const { _id: _unchanged, ...rest } = set;
    operators.$set = rest;
  }
  const copy = cloneDocument(doc);
  const changed = applyOperatorsTo(copy, operators, options);
  return { doc: withIdFirst(copy), modified: changed };
}

/**
 * The document an upsert inserts: equality fields of the filter (MongoDB's rule), then the
 * update (operators including `$setOnInsert`, a replacement, or a pipeline), then a new
 * ObjectId `_id` if it still has none.
 */
export function upsertDocument(filter: Document, update: unknown, kind: UpdateKind, options: UpdateOptions): Document {
  const seed = equalityFields(filter);
  let doc: Document;
  if (kind === 'replacement') {
    doc = cloneDocument(update as Document);
    if (!('_id' in doc) && '_id' in seed) doc = { _id: seed._id, ...doc };
  } else if (kind === 'pipeline') {
    doc = runPipeline(seed, update as Document[], options);
  } else {
    const operators = { ...(update as Document) };
    const onInsert = operators.$setOnInsert;
    delete operators.$setOnInsert;
    // _id set by the update is allowed on insert: apply it directly (mingo refuses _id paths).
    for (const source of [operators.$set, onInsert]) {
      if (isPlainObject(source) && '_id' in source) seed._id = cloneDocument(source._id);
    }
    applyOperatorsTo(seed, withoutId(operators), { ...options, filter: {} });
    if (isPlainObject(onInsert)) applyOperatorsTo(seed, { $set: withoutIdField(onInsert) }, { ...options, filter: {} });
    doc = seed;
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  checkStorableId(doc._id);
  return withIdFirst(doc);
}

/** MongoDB stores no array or regex as an `_id` (InvalidIdField), however the document was built. */
export function checkStorableId(id: unknown): void {
  if (Array.isArray(id)) throw new CommandError(ErrorCode.InvalidIdField, "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new CommandError(ErrorCode.InvalidIdField, "can't use a regex for _id");
}

/** Applies update operators to `doc` in place; returns whether anything changed. */
function applyOperatorsTo(doc: Document, operators: Document, options: UpdateOptions): boolean {
  try {
    const changedPaths = applyOperators(doc, operators, options.arrayFilters, usesPositional(operators) ? options.filter : undefined, { cloneMode: 'copy' });
    return changedPaths.length > 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('immutable field')) throw new CommandError(ErrorCode.ImmutableField, message);
    throw error;
  }
}

/** Whether any updated path uses the positional `$` (which needs the filter to resolve). */
function usesPositional(operators: Document): boolean {
  return Object.values(operators).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => path.split('.').includes('$')),
  );
}

function runPipeline(doc: Document, pipeline: Document[], options: UpdateOptions): Document {
  const [result] = new Aggregator(pipeline, { variables: options.variables }).run([cloneDocument(doc)]);
  if (!isPlainObject(result)) throw new CommandError(ErrorCode.BadValue, 'update pipeline produced no document');
  if (doc._id === undefined) return result;
  if (result._id === undefined) return withIdFirst({ _id: doc._id, ...result });
  if (!isEqual(result._id, doc._id)) throw immutableIdAltered(result._id);
  return withIdFirst(result);
}

/** Fields a filter pins by equality (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and`), as a document. */
function equalityFields(filter: Document, into: Document = {}): Document {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalityFields(clause, into);
      continue;
    }
    if (path.startsWith('$') || condition instanceof RegExp) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      if ('$eq' in condition) setValue(into, path, cloneDocument(condition.$eq));
      continue;
    }
    setValue(into, path, cloneDocument(condition));
  }
  return into;
}

function withoutId(operators: Document): Document {
  const result: Document = {};
  for (const [operator, fields] of Object.entries(operators)) result[operator] = isPlainObject(fields) ? withoutIdField(fields) : fields;
  return result;
}

function withoutIdField(fields: Document): Document {
  const { _id: _ignored, ...rest } = fields;
  return rest;
}

function immutableIdPath(path: string): CommandError {
  return new CommandError(ErrorCode.ImmutableField, `Performing an update on the path '${path}' would modify the immutable field '_id'`);
}

function immutableIdAltered(value: unknown): CommandError {
  return new CommandError(ErrorCode.ImmutableField, `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${JSON.stringify(value)}`);
}
