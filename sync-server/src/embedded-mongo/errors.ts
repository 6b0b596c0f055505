/**
 * MongoDB error codes and the one error type every command handler throws.
 *
 * The numbers and names are MongoDB's own (src/mongo/base/error_codes.yml), because the
 * driver and the application branch on them (e.g. `code === 11000`).
 */

export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CannotCreateIndex: 67,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
} as const;

/**
 * Codes MongoDB raises at one place in its source (assertion locations), not listed in
 * error_codes.yml: their codeName is `Location<code>`. The names here are ours, for reading.
 */
export const LocationCode = {
  UnrecognizedPipelineStage: 40324,
} as const;

const codeNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/** The codeName MongoDB reports for a code (location codes such as 40324 have none: `Location40324`). */
export function codeNameOf(code: number): string {
  return codeNames.get(code) ?? `Location${code}`;
}

/**
 * A command failure with MongoDB's shape. `extra` carries fields MongoDB adds for some
 * codes (keyPattern/keyValue for DuplicateKey) and is copied into the reply as-is.
 */
export class CommandError extends Error {
  readonly code: number;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'CommandError';
    this.code = code;
    this.extra = extra;
  }

  get codeName(): string {
    return codeNameOf(this.code);
  }
}

export function badValue(message: string): CommandError {
  return new CommandError(ErrorCode.BadValue, message);
}

/**
 * Turns anything thrown while running a command into a CommandError.
 * mingo reports invalid queries/expressions with plain Errors (MingoError); MongoDB reports
 * the same mistakes as BadValue, so that is the mapping. Anything else is a bug on our side.
 */
export function toCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  if (error instanceof Error) {
    if (error.constructor.name === 'MingoError') return badValue(error.message);
    const internal = new CommandError(ErrorCode.InternalError, error.message);
    internal.stack = error.stack;
    return internal;
  }
  return new CommandError(ErrorCode.InternalError, String(error));
}
