/**
 * Runs after `vite build` (root package.json "build"): writes a brotli (`.br`, maximum quality) and
 * a gzip (`.gz`, level 9) sibling next to every text asset in pwa/dist above 1 KB, so the server
 * sends them by Accept-Encoding without compressing on each request (sync-server/src/http/static-pwa.ts).
 * Smaller files are not worth a second round trip's worth of bytes saved. Re-running overwrites.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompress(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size <= MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += br.length;
    totals.gzipBytes += gz.length;
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../pwa/dist'));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const totals = await precompress(distDir);
  console.log(
    `precompressed ${totals.files} files in ${distDir}: ${kib(totals.bytes)} -> ${kib(totals.brotliBytes)} brotli, ${kib(totals.gzipBytes)} gzip`,
  );
}
