/**
 * The fetch client of spec §7: every call sends cookies and reads JSON; a non-OK response becomes an
 * `ApiError` whose message is `${status}: ${body text || status text}`, carrying the status and the
 * parsed body (when it was JSON) so callers can show field errors or a conflict's current state.
 */

/** Anything with zod's `parse` (a zod schema, or a hand-written parser in tests). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(path: string, init: RequestInit, schema?: ResponseSchema<T>): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json', ...init.headers },
  });
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  return schema ? schema.parse(body) : (body as T);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function apiGet<T>(path: string, schema?: ResponseSchema<T>, init: RequestInit = {}): Promise<T> {
  return request(path, { ...init, method: 'GET' }, schema);
}

export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema?: ResponseSchema<T>,
  init: RequestInit = {},
): Promise<T> {
  return request(
    path,
    {
      ...init,
      method,
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    schema,
  );
}

/** A multipart POST (file uploads): the browser sets the Content-Type with its boundary. */
export function apiPostForm<T>(path: string, form: FormData, schema?: ResponseSchema<T>): Promise<T> {
  return request(path, { method: 'POST', body: form }, schema);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
