/**
 * aggregate: the leading `$match` / `$sort` / `$skip` / `$limit` run through the planner (so they
 * can use indexes, e.g. countDocuments' `$match`), the rest of the pipeline runs in mingo.
 *
 * mingo may write into the objects it is given (e.g. `$addFields` on a nested path writes into a
 * shallow copy that shares sub-objects), so documents are deep-copied before any stage outside
 * a known read-only set sees them: stored documents must never change.
 */
import { Aggregator } from 'mingo';
import { cloneDocument, isPlainObject } from '../bson-values';
import type { Document } from '../bson-values';
import { CommandError, ErrorCode } from '../errors';
import { countMatches, findRecords } from '../query-exec';
import type { FindRequest } from '../query-exec';
import { letOf, optionalBatchSize } from './command-context';
import type { CommandHandler } from './command-context';
import { cursorReply } from './read-commands';
import { COLLATION_ONLY, refuseOptions, refuseUnsupportedStages } from './unsupported-options';

/** Stages that only read their input documents. */
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$sort', '$skip', '$limit', '$sortByCount']);

const aggregate: CommandHandler = (context) => {
  const { body, server } = context;
  const target = body.aggregate;
  const pipeline = body.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) throw new CommandError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  if (body.explain === true) throw new CommandError(ErrorCode.CommandNotFound, 'aggregate with explain is not supported by the embedded database');
  if (!isPlainObject(body.cursor)) throw new CommandError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  refuseOptions('aggregate', body, COLLATION_ONLY);
  refuseUnsupportedStages(pipeline);
  const variables = letOf(context);
  const ns = typeof target === 'string' ? `${context.db}.${target}` : `${context.db}.$cmd.aggregate`;
  const collection = typeof target === 'string' ? server.catalog.get(context.db, target) : undefined;
  const { request, rest } = splitLeadingStages(pipeline);
  request.hint = body.hint;
  request.variables = variables;
  const counter = typeof target === 'string' ? countStage(request, rest) : undefined;
  if (counter) {
    const n = countMatches(collection, request);
    const docs = n > 0 ? [{ _id: counter.id, [counter.field]: n }] : [];
    return cursorReply(ns, server.cursors.open(ns, docs, optionalBatchSize((body.cursor as Document).batchSize), false), true);
  }
  let docs = typeof target === 'string' ? findRecords(collection, request).records.map((rec) => rec.doc) : [];
  if (rest.length > 0) {
    const needsCopy = rest.some((stage) => !READ_ONLY_STAGES.has(Object.keys(stage)[0] ?? ''));
    const collectionResolver = (name: string): Document[] =>
      Array.from(server.catalog.get(context.db, name)?.scanNatural() ?? [], (rec) => cloneDocument(rec.doc));
    const aggregator = new Aggregator(rest, { collectionResolver, variables });
    docs = aggregator.run(needsCopy ? docs.map(cloneDocument) : docs);
  }
  const cursorOptions = body.cursor as Document;
  return cursorReply(ns, server.cursors.open(ns, docs, optionalBatchSize(cursorOptions.batchSize), false), true);
};

/**
 * The driver's countDocuments shape, `[$match] + {$group: {_id: <number or null>, n: {$sum: 1}}}`
 * with nothing else: one document `{_id, n: count}`, or none when nothing matches (as `$group`
 * gives). Counted without building the matching documents' list (countMatches).
 */
function countStage(request: FindRequest, rest: Document[]): { id: number | null; field: string } | undefined {
  if (rest.length !== 1 || request.sort !== undefined || request.skip !== undefined || request.limit !== undefined) return undefined;
  const stage = rest[0] as Document;
  const group = stage.$group;
  if (Object.keys(stage).length !== 1 || !isPlainObject(group)) return undefined;
  const keys = Object.keys(group);
  const id = group._id;
  if (keys.length !== 2 || keys[0] !== '_id' || !(id === null || typeof id === 'number')) return undefined;
  const field = keys[1] as string;
  const accumulator = group[field];
  if (field.includes('.') || field.startsWith('$') || !isPlainObject(accumulator) || Object.keys(accumulator).length !== 1 || accumulator.$sum !== 1) return undefined;
  return { id, field };
}

/**
 * Takes `[$match][$sort][$skip][$limit]` (each optional, in this order) off the front of the
 * pipeline as one find request; this order has the same meaning in both forms.
 */
function splitLeadingStages(pipeline: Document[]): { request: FindRequest; rest: Document[] } {
  const request: FindRequest = {};
  const order = ['$match', '$sort', '$skip', '$limit'];
  let taken = 0;
  let expected = 0;
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    const position = order.indexOf(name, expected);
    if (position < 0 || Object.keys(stage).length !== 1) break;
    const value = stage[name];
    if (name === '$match') {
      if (!isPlainObject(value)) break;
      request.filter = value;
    } else if (name === '$sort') request.sort = value;
    else if (name === '$skip') request.skip = value;
    else request.limit = value;
    expected = position + 1;
    taken += 1;
  }
  return { request, rest: pipeline.slice(taken) };
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
