/**
 * API reads the server has already answered in the opening page's HTML (sync-server's html-head.ts):
 * a landing page's figures, which it computed for the page's description anyway. The page's first
 * render shows them instead of waiting for a read, so its introduction paints with the heading.
 * Used while fresh only; the app shell the service worker serves has none, and later reads fetch.
 * The body comes back unparsed: the reader parses it with its schema as it parses its own fetches.
 */
/** How long the opening page's own data (an answer in its HTML, a read started beside its chunk) is used. */
export const OPENING_DATA_FRESH_MS = 30_000;

export function initialAnswer(path: string): { body: unknown } | undefined {
  if (performance.now() > OPENING_DATA_FRESH_MS) return undefined;
  for (const script of document.querySelectorAll('script[type="application/json"][data-api-answer]')) {
    if (script.getAttribute('data-api-answer') !== path) continue;
    try {
      return { body: JSON.parse(script.textContent ?? '') };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
