/**
 * True when `error` is a page chunk that could not be downloaded: offline before the service worker
 * stored it, or a release replaced the hashed file. Browsers word it differently (Chromium "Failed to
 * fetch dynamically imported module", Firefox "error loading dynamically imported module", Safari
 * "Importing a module script failed"); Vite's preload helper adds "Unable to preload CSS".
 */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
