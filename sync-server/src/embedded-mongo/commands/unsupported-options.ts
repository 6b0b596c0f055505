/**
 * Options and pipeline stages the embedded database does not implement are refused, naming the
 * option: ignoring one would answer differently from MongoDB without saying so (a collation changes
 * which strings are equal, `min`/`max` bound the scan, `$out` writes a collection). Options that
 * cannot change a result (comment, maxTimeMS, allowDiskUse, readConcern, ...) are not listed here
 * and pass; the README's table gives each decision and its reason.
 */
import * as pipelineOperators from 'mingo/operators/pipeline';
import { isPlainObject } from '../bson-values';
import type { Document } from '../bson-values';
import { CommandError, ErrorCode, LocationCode } from '../errors';

/** find options that would change which documents, or what of them, come back. */
export const FIND_REFUSED = ['collation', 'min', 'max', 'returnKey', 'showRecordId', 'tailable', 'awaitData'] as const;
/** count and distinct have no `let` in MongoDB either; a filter's `$$variables` would be unbound. */
export const COUNT_REFUSED = ['collation', 'let'] as const;
export const COLLATION_ONLY = ['collation'] as const;
/** `c` is an update statement's own constants for pipeline updates. */
export const UPDATE_STATEMENT_REFUSED = ['collation', 'c'] as const;

/** Index options honoured (a collation only when simple, checked first); anything else is refused. */
const INDEX_OPTIONS = new Set(['key', 'name', 'v', 'unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'background', 'ns', 'collation']);

/**
 * Stages run by mingo, less `$out` and `$merge`: mingo would write their output into the arrays the
 * pipeline reads from, never into a stored collection.
 */
const SUPPORTED_STAGES = new Set(Object.keys(pipelineOperators).filter((name) => name !== '$out' && name !== '$merge'));

/** Absent, null and false all mean "not asked for" (the driver sends `tailable: false` and the like). */
function requested(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false;
}

/** `{locale: 'simple'}` is MongoDB's default binary comparison: the only collation implemented. */
function isSimpleCollation(value: unknown): boolean {
  return isPlainObject(value) && value.locale === 'simple' && Object.keys(value).length === 1;
}

function refusal(where: string, option: string): CommandError {
  return new CommandError(ErrorCode.InvalidOptions, `${where} option '${option}' is not supported by the embedded database`);
}

/** Throws InvalidOptions for the first of `options` that `fields` asks for. */
export function refuseOptions(where: string, fields: Document, options: readonly string[]): void {
  for (const option of options) {
    const value = fields[option];
    if (!requested(value) || (option === 'collation' && isSimpleCollation(value))) continue;
    throw refusal(where, option);
  }
}

/** Checks every statement of a batch write before any runs, so a refused batch writes nothing. */
export function refuseStatementOptions(where: string, statements: unknown, options: readonly string[]): void {
  if (!Array.isArray(statements)) return;
  for (const statement of statements) if (isPlainObject(statement)) refuseOptions(where, statement, options);
}

export function refuseIndexOptions(spec: unknown): void {
  if (!isPlainObject(spec)) return;
  refuseOptions('index', spec, COLLATION_ONLY);
  const unsupported = Object.keys(spec).find((option) => !INDEX_OPTIONS.has(option) && requested(spec[option]));
  if (unsupported !== undefined) throw refusal('index', unsupported);
}

/**
 * A standalone server has no other member to wait for: MongoDB refuses `w` above 1 and tag sets
 * there (BadValue) rather than acknowledging a replication that cannot happen. `w: 0`, `w: 1`,
 * `"majority"`, `j` and `wtimeout` are met by every acknowledged (fsynced) write.
 */
export function refuseWriteConcern(body: Document): void {
  const concern = body.writeConcern;
  if (!isPlainObject(concern)) return;
  const w = concern.w;
  if (w === undefined || w === null || w === 'majority' || (typeof w === 'number' && w <= 1)) return;
  throw new CommandError(ErrorCode.BadValue, `writeConcern 'w' ${JSON.stringify(w)} is not supported by the embedded database: it is a standalone server`);
}

/** Expression operators that run JavaScript: there is no JavaScript engine (buildInfo says so). */
const JAVASCRIPT_OPERATORS = new Set(['$function', '$accumulator']);

/**
 * Refuses stages mingo does not run (MongoDB's code for a stage it does not know, 40324), also
 * inside `$lookup`, `$unionWith` and `$facet` sub-pipelines.
 */
export function refuseUnsupportedStages(pipeline: Document[]): void {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (!SUPPORTED_STAGES.has(name)) {
      throw new CommandError(LocationCode.UnrecognizedPipelineStage, `pipeline stage '${name}' is not supported by the embedded database`);
    }
    for (const inner of subPipelines(name, stage[name])) refuseUnsupportedStages(inner);
  }
  const script = javascriptOperatorIn(pipeline);
  if (script !== undefined) {
    throw new CommandError(ErrorCode.BadValue, `server-side JavaScript execution is disabled: '${script}' is not supported by the embedded database`);
  }
}

function javascriptOperatorIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = javascriptOperatorIn(element);
      if (found !== undefined) return found;
    }
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (JAVASCRIPT_OPERATORS.has(key)) return key;
      const found = javascriptOperatorIn(inner);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function subPipelines(name: string, spec: unknown): Document[][] {
  if (!isPlainObject(spec)) return [];
  const candidates = name === '$facet' ? Object.values(spec) : name === '$lookup' || name === '$unionWith' ? [spec.pipeline] : [];
  return candidates.filter((candidate): candidate is Document[] => Array.isArray(candidate) && candidate.every(isPlainObject));
}
