/**
 * find, getMore, killCursors, count, distinct and explain (of find).
 * Reads of a collection that does not exist return nothing, as in MongoDB (no error).
 */
import { Long } from 'bson';
import { compare } from 'mingo/util';
import { idKeyOf, isPlainObject } from '../bson-values';
import type { Document } from '../bson-values';
import { CommandError, ErrorCode } from '../errors';
import { MISSING, valuesAtPath } from '../index-keys';
import { countMatches, findRecords, parseFilter, projectDocuments } from '../query-exec';
import type { FindOutcome } from '../query-exec';
import { collectionName, letOf, optionalBatchSize, optionalDocument } from './command-context';
import type { CommandContext, CommandHandler } from './command-context';
import { COUNT_REFUSED, FIND_REFUSED, refuseOptions } from './unsupported-options';

export function cursorReply(ns: string, batch: { docs: Document[]; id: Long }, first: boolean): Document {
  return { cursor: { [first ? 'firstBatch' : 'nextBatch']: batch.docs, id: batch.id, ns } };
}

function runFind(context: CommandContext, body: Document): { outcome: FindOutcome; filter: Document } {
  const findContext = { ...context, body, name: 'find' };
  const collection = context.server.catalog.get(context.db, collectionName(findContext));
  refuseOptions('find', body, FIND_REFUSED);
  const filter = parseFilter(body.filter);
  const outcome = findRecords(collection, { filter, sort: body.sort, skip: body.skip, limit: body.limit, hint: body.hint, variables: letOf(findContext) });
  return { outcome, filter };
}

const find: CommandHandler = (context) => {
  const { body } = context;
  const ns = `${context.db}.${collectionName(context)}`;
  const projection = optionalDocument(body.projection, 'projection');
  const { outcome, filter } = runFind(context, body);
  const limit = typeof body.limit === 'number' ? body.limit : 0;
  const singleBatch = body.singleBatch === true || limit < 0;
  const docs = outcome.records.map((rec) => rec.doc);
  const batch = context.server.cursors.open(ns, docs, optionalBatchSize(body.batchSize), singleBatch, (page) => projectDocuments(page, projection, filter));
  return cursorReply(ns, batch, true);
};

const getMore: CommandHandler = (context) => {
  const { body } = context;
  const raw = body.getMore;
  const id = raw instanceof Long ? raw.toNumber() : raw;
  if (typeof id !== 'number') throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  if (typeof body.collection !== 'string') throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'getMore.collection' is missing or not a string");
  const ns = `${context.db}.${body.collection}`;
  return cursorReply(ns, context.server.cursors.getMore(id, ns, optionalBatchSize(body.batchSize)), false);
};

const killCursors: CommandHandler = (context) => {
  const ids = Array.isArray(context.body.cursors) ? context.body.cursors : [];
  const numbers = ids.map((id: unknown) => (id instanceof Long ? id.toNumber() : Number(id)));
  const { killed, notFound } = context.server.cursors.kill(numbers);
  return {
    cursorsKilled: killed.map((id) => Long.fromNumber(id)),
    cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
  };
};

const count: CommandHandler = (context) => {
  const { body } = context;
  const collection = context.server.catalog.get(context.db, collectionName(context));
  refuseOptions('count', body, COUNT_REFUSED);
  const filter = parseFilter(body.query);
  const skip = typeof body.skip === 'number' ? Math.max(0, body.skip) : 0;
  const limit = typeof body.limit === 'number' ? Math.abs(body.limit) : 0;
  let n: number;
  if (!collection) n = 0;
  else if (Object.keys(filter).length === 0 && body.hint === undefined) n = collection.size;
  else n = countMatches(collection, { filter, hint: body.hint });
  n = Math.max(0, n - skip);
  return { n: limit > 0 ? Math.min(n, limit) : n };
};

/** Distinct values of a path, array elements counted individually (MongoDB's rule). */
const distinct: CommandHandler = (context) => {
  const { body } = context;
  if (typeof body.key !== 'string' || body.key.length === 0) throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'distinct.key' is missing or not a string");
  const collection = context.server.catalog.get(context.db, collectionName(context));
  refuseOptions('distinct', body, COUNT_REFUSED);
  const { records } = findRecords(collection, { filter: parseFilter(body.query), hint: body.hint });
  const values = new Map<string, unknown>();
  for (const rec of records) {
    for (const value of valuesAtPath(rec.doc, body.key).values) {
      if (value === MISSING) continue;
      const elements = Array.isArray(value) ? value : [value];
      for (const element of elements) if (element !== MISSING) values.set(idKeyOf(element), element);
    }
  }
  return { values: [...values.values()].sort(compare) };
};

/** explain for find: MongoDB's queryPlanner/executionStats shape, reduced to what we know. */
const explain: CommandHandler = (context) => {
  const inner = context.body.explain;
  if (!isPlainObject(inner) || Object.keys(inner)[0] !== 'find') {
    throw new CommandError(ErrorCode.CommandNotFound, 'explain is supported for find only by the embedded database');
  }
  const started = Date.now();
  const { outcome } = runFind(context, inner);
  const { plan } = outcome;
  const scan: Document = plan.index
    ? { stage: 'IXSCAN', indexName: plan.index.name, keyPattern: plan.index.spec.key, isMultiKey: plan.index.multikey }
    : { stage: plan.stage };
  return {
    queryPlanner: {
      namespace: `${context.db}.${String(inner.find)}`,
      winningPlan: plan.index ? { stage: 'FETCH', inputStage: scan } : scan,
      rejectedPlans: [],
    },
    executionStats: {
      executionSuccess: true,
      nReturned: outcome.records.length,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: plan.keysExamined(),
      totalDocsExamined: outcome.docsExamined,
    },
  };
};

export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, explain };
