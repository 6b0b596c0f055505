/**
 * Finds the handler for a command document and shapes its outcome as MongoDB does:
 * `{...result, ok: 1}` or `{ok: 0, errmsg, code, codeName, ...extra}`.
 *
 * The command name is the first key of the body; the database is `$db` (OP_MSG always has it).
 */
import type { Document } from './bson-values';
import { aggregateCommands } from './commands/aggregate';
import { catalogCommands } from './commands/catalog-commands';
import type { CommandHandler, ServerState } from './commands/command-context';
import { findAndModifyCommands } from './commands/find-and-modify';
import { handshakeCommands } from './commands/handshake';
import { readCommands } from './commands/read-commands';
import { writeCommands } from './commands/write-commands';
import { refuseWriteConcern } from './commands/unsupported-options';
import { CommandError, ErrorCode, toCommandError } from './errors';

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...readCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...catalogCommands,
  }),
);

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

export async function runCommand(server: ServerState, body: Document, connectionId: number): Promise<Document> {
  try {
    const name = Object.keys(body)[0];
    if (name === undefined) throw new CommandError(ErrorCode.FailedToParse, 'empty command document');
    const db = body.$db;
    if (typeof db !== 'string' || db.length === 0) throw new CommandError(ErrorCode.BadValue, 'the command has no $db field');
    rejectTransactions(name, body);
    refuseWriteConcern(body);
    const handler = handlers.get(name);
    if (!handler) {
      throw new CommandError(ErrorCode.CommandNotFound, `no such command: '${name}' (the embedded database does not support it)`);
    }
    const result = await handler({ name, body, db, server, connectionId });
    return { ...result, ok: 1 };
  } catch (error) {
    const failure = toCommandError(error);
    if (failure.code === ErrorCode.InternalError) process.stderr.write(`[embedded-mongo] internal error: ${failure.stack ?? failure.message}\n`);
    return { ok: 0, errmsg: failure.message, code: failure.code, codeName: failure.codeName, ...failure.extra };
  }
}

/**
 * A standalone MongoDB refuses transaction numbers with exactly this error; the embedded
 * database is a standalone, and the app does not use multi-document transactions.
 */
function rejectTransactions(name: string, body: Document): void {
  if (TRANSACTION_COMMANDS.has(name) || body.startTransaction === true || body.autocommit === false || body.txnNumber !== undefined) {
    throw new CommandError(
      ErrorCode.IllegalOperation,
      'Transaction numbers are only allowed on a replica set member or mongos (the embedded database is a standalone server: multi-document transactions are not supported)',
    );
  }
}
