import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/**
 * On-the-fly compression of text responses above 1 KB (API JSON, the page shells, sitemap.xml):
 * brotli or gzip by Accept-Encoding, `Vary: Accept-Encoding` on every response. Brotli at quality 4
 * and gzip at 6 keep a 60 KB marketplace page well under a millisecond or two of CPU; the static
 * assets get maximum quality once, at build time (scripts/precompress.ts), and a response that
 * already has a Content-Encoding is left alone. No zstd or deflate: every browser we serve speaks
 * br or gzip, and fewer variants keep caches in front of us simple.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  }) as Middleware;
}
