import Router, { type RouterContext, type RouterMiddleware } from '@koa/router';
import type { Endpoint, EndpointAnswer, EndpointMethod, ParsedInput } from '@ledgerlink/shared-schema';
import type { Middleware } from 'koa';
import { readBody } from './body-parser';
import { EncodedJson, sendEncodedJson } from './encoded-json';
import { noStore } from './no-store';
import { parseInput } from './validate';

/**
 * How every endpoint is mounted (ARCHITECTURE §3), from its one definition in shared-schema. Two
 * rules close the door a path's spelling could open:
 * - paths match exactly as written: case-sensitive, no trailing slash, so `/API/admin/...` or
 *   `/api/ADMIN/...` is no route at all (a 404), never a route without its guards;
 * - an endpoint's guards follow from what its definition declares and are attached to that
 *   endpoint alone, never to a path prefix, so whatever reaches a handler has passed them.
 * The handler gets its inputs parsed by the definition's schemas and returns the answer its
 * `response` describes.
 */

/** The guards an app instance builds once (app-context.ts) and endpoints take according to their definition. */
export interface EndpointGuards {
  /** Refuses a write sent from another site. */
  sameOrigin: Middleware;
  /** Per-address limit on writes from the public (admins are signed in and are not counted). */
  writeLimit: Middleware;
  /** An admin session or 401, then the audit line of admin writes. */
  admin: Middleware[];
  /** The customer's access to the request in the path, or the one 401 (request-guard.ts). */
  request: Middleware;
  /** A write happens once per Idempotency-Key (idempotency.ts). */
  idempotent: Middleware;
}

const READS = new Set<EndpointMethod>(['GET']);
const parseJsonBody = readBody();

/**
 * The guards `endpoint` asks for, in the order they must run: cheap refusals first, then the body
 * read, then the request access check (after the body: opening a request's session presents the key
 * in it). `beforeAccess` runs just before that check, so its refusal cannot depend on the key.
 */
export function guardsFor(endpoint: Endpoint, guards: EndpointGuards, beforeAccess: Middleware[] = []): Middleware[] {
  const write = !READS.has(endpoint.method);
  const chain: Middleware[] = [];
  if (endpoint.access !== 'public' || endpoint.private) chain.push(noStore);
  if (write) chain.push(guards.sameOrigin);
  if (endpoint.access === 'admin') chain.push(...guards.admin);
  // Before the body is read: a flood is refused without reading its bodies.
  else if (write) chain.push(guards.writeLimit);
  // A multipart body is streamed to disk by its handler.
  if (write && endpoint.body !== 'multipart') chain.push(parseJsonBody);
  chain.push(...beforeAccess);
  if (endpoint.access === 'request') chain.push(guards.request);
  return chain;
}

/** A router whose paths match exactly as written; mount endpoints on it with `endpointMounter`. */
export function exactRouter(): Router {
  return new Router({ sensitive: true, strict: true });
}

/** The answer, or the answer already encoded (a cached page: encoded-json.ts). */
type HandlerAnswer<E extends Endpoint> = EndpointAnswer<E> | EncodedJson<EndpointAnswer<E>>;
export type EndpointHandler<E extends Endpoint> = (input: ParsedInput<E>, ctx: RouterContext) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

export interface MountOptions {
  /** Run after the guards and before the idempotency layer: an access check whose refusal must never be replayed. */
  before?: RouterMiddleware[];
  /** Run after the body is read and before a declared access check (a refusal that must not depend on the key). */
  beforeAccess?: RouterMiddleware[];
}

/** Parses the inputs the definition names (a 400 naming the field otherwise). Path parameters without a schema stay the strings the router matched. */
function parsedInput<E extends Endpoint>(endpoint: E, ctx: RouterContext): ParsedInput<E> {
  const params = endpoint.params ? parseInput(endpoint.params, ctx.params, 'path') : { ...ctx.params };
  const query = endpoint.query ? parseInput(endpoint.query, ctx.query, 'query') : {};
  const body = endpoint.body && endpoint.body !== 'multipart' ? parseInput(endpoint.body, ctx.request.body, 'body') : undefined;
  return { params, query, body } as ParsedInput<E>;
}

/** Mounts one endpoint: its guards, `before`, the idempotency layer when it is replayable, then its handler. */
export function mountEndpoint<E extends Endpoint>(router: Router, guards: EndpointGuards, endpoint: E, handler: EndpointHandler<E>, options: MountOptions = {}): void {
  const answer: RouterMiddleware = async (ctx) => {
    const input = parsedInput(endpoint, ctx);
    // Set first, so a handler may still choose another (the health check's 503).
    ctx.status = endpoint.status ?? 200;
    const body = await handler(input, ctx);
    if (body instanceof EncodedJson) return sendEncodedJson(ctx, body);
    if (endpoint.contentType) ctx.type = endpoint.contentType;
    ctx.body = body;
  };
  router.register(endpoint.path, [endpoint.method], [
    ...(guardsFor(endpoint, guards, options.beforeAccess as Middleware[] | undefined) as RouterMiddleware[]),
    ...(options.before ?? []),
    ...(endpoint.idempotent ? [guards.idempotent as RouterMiddleware] : []),
    answer,
  ]);
}

/**
 * `mountEndpoint` bound to one router and the app's guards, for a routes module:
 * `endpoint(API.bookings.create).handle(async ({ body }, ctx) => answer)`. Two steps, so the
 * definition fixes the handler's types before its answer is checked (`success: true` stays `true`).
 */
export function endpointMounter(router: Router, guards: EndpointGuards) {
  return <E extends Endpoint>(endpoint: E, options?: MountOptions) => ({
    handle: (handler: EndpointHandler<E>) => mountEndpoint(router, guards, endpoint, handler, options),
  });
}
