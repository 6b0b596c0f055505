import type { Plugin, Rollup } from 'vite';

/**
 * The back office is online-only (ARCHITECTURE §2): the service worker precaches none of its code,
 * and no public page loads it. The precache tells admin chunks by file name (`ADMIN_CHUNK_GLOBS`):
 * the admin pages and layout are named Admin*, and a chunk holding any admin module gets the admin-
 * prefix (`chunkFileName`). The build fails when names and contents disagree (`adminChunkCheck`)
 * or the precache lists an admin chunk (`precacheWithoutAdminChunks`).
 */

/** Admin code: the back office's feature folder. */
export const isAdminModule = (id: string) => /[\\/]src[\\/]features[\\/]admin[\\/]/.test(id);

/** The file names the service worker's precache leaves out (injectManifest `globIgnores`). */
export const ADMIN_CHUNK_GLOBS = ['**/Admin*', '**/admin-*'];

/** Whether a file name matches `ADMIN_CHUNK_GLOBS`. */
export const isAdminChunk = (fileName: string) => /(^|\/)(Admin|admin-)[^/]*$/.test(fileName);

/**
 * `output.chunkFileNames`: a chunk holding any admin module is loaded only by the admin area
 * (features never import each other), so it carries the admin- prefix.
 */
export const chunkFileName = (chunk: { moduleIds: readonly string[] }) => (chunk.moduleIds.some(isAdminModule) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js');

/** What the checks read of a built chunk. */
export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'moduleIds'>;

/**
 * What is wrong with the chunks: admin modules in a chunk the precache keeps (the entry, or a
 * chunk named otherwise), or a public chunk importing an admin chunk statically (a public page
 * would load admin code, and fail offline as the precache leaves it out).
 */
export function adminChunkProblems(chunks: readonly ChunkInfo[]): string[] {
  const problems: string[] = [];
  for (const chunk of chunks) {
    const admin = chunk.moduleIds.filter(isAdminModule);
    if (admin.length && !isAdminChunk(chunk.fileName)) problems.push(`${chunk.fileName} holds admin modules (${admin.join(', ')}) but is not named as an admin chunk`);
    if (!isAdminChunk(chunk.fileName)) {
      const imported = chunk.imports.filter(isAdminChunk);
      if (imported.length) problems.push(`${chunk.fileName} is public but imports ${imported.join(', ')} statically`);
    }
  }
  return problems;
}

/** Fails the build on `adminChunkProblems`: past it, every chunk holding admin code has an admin name. */
export function adminChunkCheck(): Plugin {
  return {
    name: 'ledgerlink:admin-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const problems = adminChunkProblems(chunks);
      if (problems.length) this.error(`admin chunks: ${problems.join('; ')}`);
    },
  };
}

/** A workbox `manifestTransforms` entry: fails when the service worker's precache lists an admin chunk. */
export function precacheWithoutAdminChunks<Entry extends { url: string }>(entries: Entry[]) {
  const admin = entries.map((entry) => entry.url).filter(isAdminChunk);
  if (admin.length) throw new Error(`admin chunks: the service worker would precache ${admin.join(', ')}`);
  return { manifest: entries, warnings: [] };
}
