import { apiGet } from '../api/client';
import { OPENING_DATA_FRESH_MS, initialAnswer } from './initial-answer';

/**
 * The first page's API reads, started by the router beside the page's chunk (app/route-preload.ts)
 * instead of after that chunk has downloaded, evaluated and rendered: on a slow phone that serial
 * chain costs several round trips before the data a page's largest text waits for even leaves.
 *
 * Each read is taken at most once, by the data hook that asks for the same path while it is fresh;
 * every other read fetches as usual. Bodies come back unparsed: the taker parses them with its
 * schema exactly as it parses its own fetches.
 */
const started = new Map<string, { at: number; body: Promise<unknown> }>();

export function startInitialFetch(path: string): void {
  if (initialAnswer(path)) return; // the page's HTML holds the answer already
  const body = apiGet(path);
  // The taker sees a failure; an untaken one must not surface as an unhandled rejection.
  body.catch(() => undefined);
  started.set(path, { at: performance.now(), body });
}

export function takeInitialFetch(path: string): Promise<unknown> | undefined {
  const entry = started.get(path);
  started.delete(path);
  return entry && performance.now() - entry.at < OPENING_DATA_FRESH_MS ? entry.body : undefined;
}
