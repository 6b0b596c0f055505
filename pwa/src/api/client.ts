import { endpointUrl, type Endpoint, type EndpointInput, type EndpointOutput } from '@ledgerlink/shared-schema';

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
  /** The answer's headers (a 503's Retry-After). */
  readonly headers: Headers;

  constructor(status: number, message: string, body: unknown, headers: Headers = new Headers()) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

async function request<T>(path: string, init: RequestInit, schema?: ResponseSchema<T>, send: typeof fetch = fetch): Promise<T> {
  const response = await send(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json', ...init.headers },
  });
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body, response.headers);
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

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface CallOptions {
  /** Extra headers (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to the platform's fetch (tests and the service worker pass their own). */
  fetch?: typeof fetch;
}

/**
 * Calls one endpoint of the shared contract: the URL from its path and `input.params`/`input.query`,
 * the body as JSON (or `input.form` as multipart), and the answer parsed with its response schema.
 * A non-OK answer is an `ApiError`; an OK answer that does not parse is zod's error.
 */
export function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown; form?: FormData };
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (parts.form) body = parts.form;
  else if (parts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(parts.body);
  }
  // Called unbound: the platform's fetch throws "Illegal invocation" when called as a method of another object.
  const send = options.fetch ?? ((url: RequestInfo | URL, init?: RequestInit) => fetch(url, init));
  return request(
    endpointUrl(endpoint, parts),
    { method: endpoint.method, headers, body, ...(options.signal ? { signal: options.signal } : {}) },
    endpoint.response as ResponseSchema<EndpointOutput<E>>,
    send,
  );
}
