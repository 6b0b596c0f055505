/**
 * What a command handler gets: the command document, its database and the server state.
 * Handlers are synchronous up to their final `await server.durable()`, so each command's
 * changes happen atomically with respect to other connections.
 */
import { Aggregator } from 'mingo';
import { isPlainObject } from '../bson-values';
import type { Document } from '../bson-values';
import type { Catalog } from '../catalog';
import type { CursorRegistry } from '../cursor-registry';
import { CommandError, ErrorCode } from '../errors';

export interface ServerState {
  catalog: Catalog;
  cursors: CursorRegistry;
  /** Resolves once every change made so far is on disk. */
  durable(): Promise<void>;
  /** Rewrites the data on disk as one snapshot of the current state; resolves to the bytes freed. */
  compact(): Promise<number>;
  /** The loopback TCP port, 0 when only the Unix socket is open (for `whatsmyuri`-style replies). */
  port: number;
}

export interface CommandContext {
  name: string;
  body: Document;
  db: string;
  server: ServerState;
  connectionId: number;
}

export type CommandHandler = (context: CommandContext) => Document | Promise<Document>;

/** The collection name a command addresses (`{find: "users"}`), validated. */
export function collectionName(context: CommandContext): string {
  const value = context.body[context.name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(ErrorCode.InvalidNamespace, `collection name must be a non-empty string, not ${JSON.stringify(value)} ('${context.name}')`);
  }
  return value;
}

export function optionalDocument(value: unknown, field: string): Document | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CommandError(ErrorCode.TypeMismatch, `BSON field '${field}' is the wrong type '${Array.isArray(value) ? 'array' : typeof value}', expected type 'object'`);
  }
  return value as Document;
}

/**
 * The command's `let`: the values its filters and expressions read as `$$name`. Each value is an
 * aggregation expression, evaluated once for the command as MongoDB does: `{$literal: '$x'}` binds
 * the string '$x', `{$rand: {}}` a number. Values that are not documents or arrays are constants.
 */
export function letOf(context: CommandContext): Document | undefined {
  const variables = optionalDocument(context.body.let, 'let');
  if (variables === undefined) return undefined;
  const expressions = Object.entries(variables).filter(([, value]) => isPlainObject(value) || Array.isArray(value));
  if (expressions.length === 0) return variables;
  const [evaluated] = new Aggregator([{ $replaceRoot: { newRoot: Object.fromEntries(expressions) } }]).run([{}]) as Document[];
  return { ...variables, ...evaluated };
}

export function optionalBatchSize(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new CommandError(ErrorCode.BadValue, 'batchSize must be a non-negative integer');
  }
  return value;
}
