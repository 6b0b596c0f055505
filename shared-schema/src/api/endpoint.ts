import type { z } from 'zod';

/**
 * The API's contract (ARCHITECTURE §3): each endpoint is defined once, here in shared-schema, with
 * its method, path, inputs, answer and who may call it. The server mounts it from this definition
 * (its guards follow from `access`, its inputs are parsed with these schemas, its handler's answer is
 * typed by `response`); the PWA calls it through one client function; the HTTP tests parse every
 * answer with the same `response`. A path is therefore written once, and a guard cannot be missed
 * by how a path happens to be spelt.
 */

/** The API's namespace. */
export const API_PREFIX = '/api';

/**
 * Who may call an endpoint: anyone; a provider with dashboard access (the mailed key or its
 * cookie, checked by the handler's service, which answers one 401 for every refusal); the customer
 * holding a request's access (the key from their request link or its cookie, checked before the
 * handler runs, one 401 for every refusal); or a signed-in admin (checked before the handler runs).
 */
export type Access = 'public' | 'provider' | 'request' | 'admin';

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A body sent as multipart form data (file uploads), read by the handler itself. */
export const MULTIPART = 'multipart';

export interface Endpoint {
  readonly method: EndpointMethod;
  /** The whole path, `:name` for each parameter. */
  readonly path: string;
  readonly access: Access;
  /** The answer belongs to its caller (sessions, sign-in): never cached. Implied by provider, request and admin access. */
  readonly private?: boolean;
  /** A write an offline client may replay: it takes an `Idempotency-Key` and happens once per key. */
  readonly idempotent?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | typeof MULTIPART;
  /** The answer of a success (`status`, 200 unless said). JSON unless `contentType` says otherwise. */
  readonly response: z.ZodType;
  readonly status?: number;
  /** A non-JSON answer (a CSV download, a sitemap): the handler answers text of this type. */
  readonly contentType?: string;
}

/** Checks a definition against `Endpoint` while keeping its precise types. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Part<K extends string, S> = S extends z.ZodType ? { readonly [key in K]: z.input<S> } : unknown;
type OptionalPart<K extends string, S> = S extends z.ZodType ? { readonly [key in K]?: z.input<S> } : unknown;
type BodyPart<B> = B extends typeof MULTIPART ? { readonly form: FormData } : Part<'body', B>;

/** What a caller sends: the path's parameters, the query (its defaults may be left out) and the body. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> & OptionalPart<'query', E['query']> & BodyPart<E['body']>;

/** The answer as a client reads it, after parsing. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** The answer as the server writes it, before parsing. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;

/** What the server's handler receives: each input as its schema parsed it. */
export type ParsedInput<E extends Endpoint> = {
  readonly params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  readonly query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  readonly body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of a call: each `:name` replaced by its encoded parameter, then the query in the order the
 * caller gave it (a preloaded read is reused only for the very same URL); empty values are left out.
 */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value as string | number | boolean));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const patterns = new WeakMap<Endpoint, RegExp>();

/** Whether `path` (no query) is a path of `endpoint`, matched as the server does: exactly, letter case included. */
export function matchesPath(endpoint: Endpoint, path: string): boolean {
  let pattern = patterns.get(endpoint);
  if (!pattern) {
    const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '[^/]+');
    pattern = new RegExp(`^${source}$`);
    patterns.set(endpoint, pattern);
  }
  return pattern.test(path);
}
