import type { Middleware } from 'koa';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing API call (ARCHITECTURE §5): a browser
 * names the page that sent a request in `Origin` (and `Sec-Fetch-Site`); a write from another site
 * is refused before it can ride on the admin's or a provider's cookie. The site is this request's
 * own host (behind a trusted proxy, the forwarded one) or `publicUrl`'s. Callers that are not
 * browsers send neither header and are let through: they hold no victim's cookie.
 */
export function sameOriginWrites(publicUrl: string): Middleware {
  const publicHost = new URL(publicUrl).host;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api/')) {
      const origin = ctx.get('Origin');
      const crossSite = origin ? !isSameSite(origin, [ctx.host, publicHost]) : ctx.get('Sec-Fetch-Site') === 'cross-site';
      if (crossSite) throw forbidden('Requests from other sites are not accepted');
    }
    await next();
  };
}

function isSameSite(origin: string, hosts: string[]): boolean {
  try {
    return hosts.includes(new URL(origin).host);
  } catch {
    return false; // "null" (sandboxed frames, file:) or garbage: not this site
  }
}
