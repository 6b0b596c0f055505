import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isKeyedAddress } from '@ledgerlink/shared-schema';
import type { Logger } from '../logger';
import { isApiPath } from './api-path';
import { buildManifestReader, pageScriptFiles } from './build-manifest';
import type { PageHead } from '../presenters/page-head';
import { injectPageHead } from './html-head';

export interface StaticPwaOptions {
  /** The head and status of the page at an address; without it every route gets the plain shell with 200. */
  pageHead?: (pathname: string, search: string) => Promise<PageHead>;
  logger?: Logger;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built PWA, and for every other non-API GET the app shell (index.html) with that page's
 * head and status written in, so client-side routes survive a reload and crawlers see each page's
 * title and a 404 for pages that do not exist (the PWA still renders its own 404 page).
 * Files: the `.br`/`.gz` siblings that scripts/precompress.ts writes at build time are sent by
 * Accept-Encoding (koa-send sets Content-Encoding and the original file's Content-Type); an encoded
 * response is never compressed again (koa-compress skips a response with Content-Encoding).
 * Hashed assets under /assets/ are immutable; the shell, the service worker, the manifest and
 * everything else must revalidate or users would be stuck on an old version.
 */
export function staticPwa(distDir: string, options: StaticPwaOptions = {}): Middleware {
  const indexFile = path.join(distDir, 'index.html');
  const assetsDir = `${path.join(distDir, 'assets')}${path.sep}`;
  const readManifest = buildManifestReader(distDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    // No Referer from a page whose address carries a secret: the HTML's own requests (scripts,
    // preloads, icons) start before the app takes the key out of the address.
    if (isKeyedAddress(ctx.path, ctx.querystring)) ctx.set('Referrer-Policy', 'no-referrer');
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build` (npm start does this for you).';
      return;
    }
    // `/` is a page, not a file: it goes through the head injection below like every route.
    const served =
      ctx.path === '/'
        ? undefined
        : await send(ctx, ctx.path, {
            root: distDir,
            index: false,
            brotli: true,
            gzip: true,
            setHeaders: (res, filePath) => {
              res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
            },
          }).catch((error: { status?: number }) => {
            if (error.status === 404 || error.status === 400) return undefined;
            throw error;
          });
    if (served) {
      // The body depends on Accept-Encoding whenever a precompressed sibling exists.
      ctx.vary('Accept-Encoding');
      return;
    }

    const template = await readFile(indexFile, 'utf8');
    const head = await loadHead(options, ctx.path, ctx.querystring);
    ctx.status = head?.status ?? 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    const manifest = head?.preload && readManifest();
    const preloadScripts = manifest && head.preload ? pageScriptFiles(manifest, head.preload.module) : [];
    ctx.body = head ? injectPageHead(template, head, preloadScripts) : template;
  };
}

/** A failed lookup (database down) still gets the app shell: the PWA can retry on its own. */
async function loadHead(options: StaticPwaOptions, pathname: string, search: string): Promise<PageHead | undefined> {
  if (!options.pageHead) return undefined;
  try {
    return await options.pageHead(pathname, search);
  } catch (error) {
    options.logger?.error('page head lookup failed; sending the plain app shell', { error, path: pathname });
    return undefined;
  }
}
