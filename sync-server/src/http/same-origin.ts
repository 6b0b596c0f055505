import type { Middleware } from 'koa';
import { forbidden } from './errors';

/**
 * Cross-site request forgery guard for the endpoints that change state (ARCHITECTURE §5): a browser
 * names the page that sent a request in `Origin` (and `Sec-Fetch-Site`); a write from another site
 * is refused before it can ride on the admin's or a provider's cookie. This site is `publicUrl`'s
 * origin or the request's own, scheme included (`http://host` is not `https://host`); the request's
 * own host and scheme come from `X-Forwarded-*` only behind a trusted proxy (Koa's `app.proxy`,
 * set from TRUST_PROXY_HOPS), never from a client talking to us directly. Callers that are not
 * browsers send neither header and are let through: they hold no victim's cookie.
 */
export function sameOriginWrites(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    const crossSite = origin ? !isSameOrigin(origin, [`${ctx.protocol}://${ctx.host}`, publicOrigin]) : ctx.get('Sec-Fetch-Site') === 'cross-site';
    if (crossSite) throw forbidden('Requests from other sites are not accepted');
    await next();
  };
}

function isSameOrigin(origin: string, origins: string[]): boolean {
  try {
    const parsed = new URL(origin).origin;
    return parsed !== 'null' && origins.some((own) => safeOrigin(own) === parsed);
  } catch {
    return false; // garbage: not this site
  }
}

/** `ctx.host` may hold anything a client sent in Host; a value that is no origin matches nothing. */
function safeOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
