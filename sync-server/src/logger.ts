import { pino, stdSerializers, type DestinationStream, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

/**
 * The server's log: pino JSON lines with time and level (ARCHITECTURE §3). Callers pass ids and
 * paths, never personal data or secrets; as a second line of defence the fields below are
 * redacted wherever they appear (two levels deep), and error messages have email addresses
 * masked (a duplicate-key error quotes the value that clashed).
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A logger whose every line carries `bindings` (e.g. the request id). */
  child(bindings: Record<string, unknown>): Logger;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const SENSITIVE_FIELDS = [
  'password',
  'passwordHash',
  'key',
  'dashboardKey',
  'signin',
  'token',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
  'x-dashboard-key',
  'x-request-key',
  // A request page's link carries its key (create answers; idempotency records keep them for replay).
  'requestUrl',
  'secret',
  'email',
  'to',
  'phone',
  'mobileNumber',
  'contactEmail',
];
const REDACT_PATHS = SENSITIVE_FIELDS.flatMap((field) => {
  const path = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  return [path, `*.${path}`, `*.*.${path}`];
});

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const maskEmails = (text: string | undefined) => text?.replace(EMAIL, '[email]');

function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const plain = stdSerializers.err(value);
  return { ...plain, message: maskEmails(plain.message), stack: maskEmails(plain.stack) };
}

function wrap(log: PinoLogger): Logger {
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    child: (bindings) => wrap(log.child(bindings)),
  };
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Human-readable lines for a developer's terminal; JSON lines otherwise. */
  pretty?: boolean;
  /** Where lines go (tests capture them); default stdout. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const destination = options.destination ?? (options.pretty ? pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss' }) : undefined);
  const log = pino(
    {
      level: options.level ?? 'info',
      base: undefined, // no pid/hostname on every line
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { error: serializeError, err: serializeError },
    },
    destination,
  );
  return wrap(log);
}

export const silentLogger: Logger = createLogger({ level: 'silent' });
