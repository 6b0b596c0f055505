import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import { readBody } from './body-parser';
import { noStore } from './no-store';

/**
 * How every route is mounted (ARCHITECTURE §3). Two rules close the door a path's spelling could
 * open:
 * - paths match exactly as written: case-sensitive, no trailing slash, so `/API/admin/...` or
 *   `/api/ADMIN/...` is no route at all (a 404), never a route without its guards;
 * - an endpoint's guards follow from what it declares and are attached to that endpoint alone,
 *   never to a path prefix, so whatever reaches a handler has passed them.
 */

/** Who may call an endpoint. Provider access (a dashboard key or its cookie) is checked by the handler's service, which answers one 401 for every refusal. */
export type Access = 'public' | 'provider' | 'admin';

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: EndpointMethod;
  /** The whole path, `:name` for parameters. */
  path: string;
  access: Access;
  /** The answer belongs to its caller (sessions, sign-in): never cached. Implied by provider and admin access. */
  private?: boolean;
}

/** The guards an app instance builds once (app-context.ts) and endpoints take according to their spec. */
export interface EndpointGuards {
  /** Refuses a write sent from another site. */
  sameOrigin: Middleware;
  /** Per-address limit on writes from the public (admins are signed in and are not counted). */
  writeLimit: Middleware;
  /** An admin session or 401, then the audit line of admin writes. */
  admin: Middleware[];
}

const READS = new Set<EndpointMethod>(['GET']);
const parseJsonBody = readBody();

/** The guards `spec` asks for, in the order they must run: cheap refusals first, the body read last. */
export function guardsFor(spec: EndpointSpec, guards: EndpointGuards): Middleware[] {
  const write = !READS.has(spec.method);
  const chain: Middleware[] = [];
  if (spec.access !== 'public' || spec.private) chain.push(noStore);
  if (write) chain.push(guards.sameOrigin);
  if (spec.access === 'admin') chain.push(...guards.admin);
  // Before the body is read: a flood is refused without reading its bodies.
  else if (write) chain.push(guards.writeLimit);
  if (write) chain.push(parseJsonBody);
  return chain;
}

/** A router whose paths match exactly as written; mount endpoints on it with `mountEndpoint`. */
export function exactRouter(): Router {
  return new Router({ sensitive: true, strict: true });
}

/** Mounts one endpoint: its guards, then its handlers. */
export function mountEndpoint(router: Router, guards: EndpointGuards, spec: EndpointSpec, ...handlers: RouterMiddleware[]): void {
  router.register(spec.path, [spec.method], [...(guardsFor(spec, guards) as RouterMiddleware[]), ...handlers]);
}

/** `mountEndpoint` bound to one router and the app's guards, for a routes module's table. */
export function endpointMounter(router: Router, guards: EndpointGuards) {
  return (spec: EndpointSpec, ...handlers: RouterMiddleware[]) => mountEndpoint(router, guards, spec, ...handlers);
}
