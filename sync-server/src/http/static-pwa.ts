import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built PWA and falls back to index.html for every other non-API GET so client-side
 * routes survive a reload. Hashed assets are immutable; the shell and service worker must revalidate
 * or users would be stuck on an old version.
 */
export function staticPwa(distDir: string): Middleware {
  const indexFile = path.join(distDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build` (npm start does this for you).';
      return;
    }
    const served = await send(ctx, ctx.path, {
      root: distDir,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }).catch((error: { status?: number }) => {
      if (error.status === 404 || error.status === 400) return undefined;
      throw error;
    });
    if (served) return;
    await send(ctx, 'index.html', { root: distDir });
    ctx.set('Cache-Control', 'no-cache');
  };
}
