import { errorBodySchema, type FieldError } from '@ledgerlink/shared-schema';

/**
 * How one answer of the server moves a queued write on (ARCHITECTURE §2). Pure: the replay passes
 * the status, headers and parsed body in, and stores what comes out.
 */
export type Outcome =
  | { type: 'success' }
  | { type: 'retry'; message: string; retryAfterMs?: number | undefined; unreachable?: true; inProgress?: true }
  | { type: 'conflict'; message: string; serverState: unknown }
  | { type: 'invalid'; message: string; fieldErrors: FieldError[] }
  | { type: 'rejected'; message: string };

/**
 * A 409 with Retry-After comes from the idempotency layer: the first request under this key is
 * still running (its answer was lost), or its server died mid-request and left the key claimed,
 * which the server takes over a minute after the claim (sync-server http/idempotency.ts). So it is
 * retried for this long from the first such answer, however many attempts failed before (a server
 * killed -9 is first unreachable for a while), and only then shown to the user as a conflict. Any
 * other 409 is the server's decision (the lead moved, the request ended) and waits for the user at once.
 */
export const IN_PROGRESS_PATIENCE_MS = 3 * 60_000;

export interface ServerAnswer {
  status: number;
  headers: Pick<Headers, 'get'>;
  body: unknown;
  /** When this step first got the answer "still running" in a row (for the 409 rule above); undefined if it has not. */
  inProgressSince: number | undefined;
  /** The current state a 409 of this kind carries, if any (outbox-kinds.ts `conflictState`). */
  serverState: unknown;
  now: number;
}

export function classifyAnswer({ status, headers, body, inProgressSince, serverState, now }: ServerAnswer): Outcome {
  if (status >= 200 && status < 300) return { type: 'success' };
  const error = errorBodySchema.safeParse(body);
  const message = error.success ? error.data.message : `The server answered ${status}`;
  if (status === 429 || status >= 500) return { type: 'retry', message, retryAfterMs: retryAfterMs(headers.get('Retry-After'), now) };
  if (status === 409 && headers.get('Retry-After') !== null && now - (inProgressSince ?? now) < IN_PROGRESS_PATIENCE_MS) {
    return { type: 'retry', message, retryAfterMs: retryAfterMs(headers.get('Retry-After'), now), inProgress: true };
  }
  if (status === 409 || status === 412) return { type: 'conflict', message, serverState };
  if (status === 400 || status === 422) return { type: 'invalid', message, fieldErrors: error.success ? (error.data.errors ?? []) : [] };
  if (status >= 400) return { type: 'rejected', message };
  // 1xx/3xx never reach fetch's caller for these JSON calls; treat anything else as passing trouble.
  return { type: 'retry', message };
}

/** Retry-After as delta-seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export const BACKOFF = {
  baseMs: 2_000,
  maxMs: 15 * 60_000,
  /** A Retry-After longer than this is read as this: a wrong header must not park a write for weeks. */
  maxRetryAfterMs: 24 * 60 * 60_000,
};

/**
 * Delay before attempt `attempts + 1`: exponential (base · 2^(attempts-1), capped) with "equal
 * jitter" (between half and all of it) so devices that went offline together do not return in
 * step; never sooner than the server's Retry-After. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: () => number, retryAfter?: number): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  const backoff = ceiling / 2 + random() * (ceiling / 2);
  return retryAfter === undefined ? backoff : Math.max(backoff, Math.min(retryAfter, BACKOFF.maxRetryAfterMs));
}
