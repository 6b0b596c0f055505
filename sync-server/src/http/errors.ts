/**
 * The one error type routes throw. The error handler turns it into `{message, errors?}`
 * with its status; anything else becomes a generic 500 (details go to the log only).
 */
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { errors?: FieldError[]; extra?: Record<string, unknown> } = {},
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

export interface ErrorResponse {
  status: number;
  body: { message: string; errors?: FieldError[] } & Record<string, unknown>;
}

/** Maps any thrown value to the response a client sees. Never leaks internals of a 5xx. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    const body: ErrorResponse['body'] = { ...error.details.extra, message: error.message };
    if (error.details.errors) body.errors = error.details.errors;
    return { status: error.status, body };
  }
  // koa-body / http-errors carry an `expose`d 4xx status (malformed JSON, body too large).
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: clientErrorMessage(status, error) } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

function clientErrorMessage(status: number, error: unknown): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type: send application/json';
  if (error instanceof SyntaxError || status === 400) return 'Malformed JSON in request body';
  return error instanceof Error ? error.message : 'Bad request';
}
