import type { Middleware } from 'koa';

// The PWA loads only its own scripts; inline styles stay allowed for Radix-positioned popovers.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Images come only from this site (profile images are uploads or generated avatars): a third-party
  // image on a profile would be a tracking pixel on every visit.
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function securityHeaders(options: { production: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    // HSTS only where TLS terminates in front of us; on plain-http localhost it would pin a wrong scheme.
    if (options.production) ctx.set('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    await next();
  };
}
