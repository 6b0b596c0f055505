/**
 * HTTP errors and the one mapping from any thrown value to a response. Services throw domain errors
 * (services/domain-errors.ts) and the HTTP layer throws `HttpError`; the error handler turns both
 * into `{message, errors?}` with their status, and anything else into a generic 500 (details go to
 * the log only).
 */
import type { FieldError } from '@ledgerlink/shared-schema';
import {
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerClosedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { DomainError, type DomainErrorKind } from '../services/domain-errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { errors?: FieldError[]; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, { errors });
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, { extra });
export const unprocessable = (message: string, errors?: FieldError[]) => new HttpError(422, message, { errors });
export const tooManyRequests = (message = 'Too many requests, please slow down') => new HttpError(429, message);

/** The status of each kind of domain error; a new kind does not compile until it has one. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'in-progress': 409,
  gone: 410,
  'invalid-reference': 422,
};

export interface ErrorResponse {
  status: number;
  body: { message: string; errors?: FieldError[] } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Seconds a client waits before asking again about a request still being carried out. */
export const IN_PROGRESS_RETRY_SECONDS = 2;

/** Seconds a client should wait before retrying a 503: about one embedded database restart. */
export const RETRY_AFTER_SECONDS = 2;

/** Maps any thrown value to the response a client sees. Never leaks internals of a 5xx. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError || error instanceof DomainError) {
    const body: ErrorResponse['body'] = { ...error.details.extra, message: error.message };
    if (error.details.errors) body.errors = error.details.errors;
    const status = error instanceof HttpError ? error.status : DOMAIN_STATUS[error.kind];
    // Retry-After tells a client this 409 is "not yet", unlike a conflict, which never settles by waiting.
    if (error instanceof DomainError && error.kind === 'in-progress') return { status, body, headers: { 'Retry-After': String(IN_PROGRESS_RETRY_SECONDS) } };
    return error instanceof HttpError && error.details.headers ? { status, body, headers: error.details.headers } : { status, body };
  }
  // The database is unreachable (e.g. the embedded one is restarting): the request may well work
  // in a moment, so say so (503 with Retry-After) instead of a bare 500.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: SERVICE_UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  }
  // koa-body / http-errors carry an `expose`d 4xx status (malformed JSON, body too large).
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: clientErrorMessage(status, error) } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, try again shortly';

/** Driver errors that mean "no connection to the database", not "the request was wrong". */
function isDatabaseUnavailable(error: unknown): boolean {
  return (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError || // includes timeouts and cleared pools
    error instanceof MongoServerClosedError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoClientClosedError ||
    error instanceof MongoNotConnectedError
  );
}

function clientErrorMessage(status: number, error: unknown): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type: send application/json';
  if (error instanceof SyntaxError || status === 400) return 'Malformed JSON in request body';
  return error instanceof Error ? error.message : 'Bad request';
}
