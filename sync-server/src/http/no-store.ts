import type { Middleware } from 'koa';

/** Private responses (leads, admin data, sessions) must never sit in a browser, proxy or CDN cache. */
export const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};
