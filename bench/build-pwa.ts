import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../scripts/precompress';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The production build as `npm run build` makes it: Vite's output plus the brotli and gzip siblings
 * the server sends. Without them the server compresses on the fly at a lower level, and the benches
 * would measure bytes no user receives.
 */
export async function buildPwa(): Promise<void> {
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), logLevel: 'warn' });
  await precompress(path.join(repoRoot, 'pwa/dist'));
}
