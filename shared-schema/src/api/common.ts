import { z } from 'zod';
import { plainText } from '../fields';
import { defineEndpoint } from './endpoint';

/** Shapes every area shares. The error body and its field errors live in `errors.ts`. */

/** `pagination` of a paged list (spec §7). */
export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;

/** The `Idempotency-Key` of a replayable write: the client's UUID for the outbox item (ARCHITECTURE §2). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits, dashes or underscores');

/** `{success: true, message}`: the answer of an action that returns nothing else. */
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * `GET /api/health`: 200 `{status: 'ok'}` while the database serves requests, 503
 * `{status: 'unavailable', message}` while it cannot (never why: that is in the server's log).
 */
export const healthResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok') }),
  z.object({ status: z.literal('unavailable'), message: z.string() }),
]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Query parameters: a text given at most once, and a whole count of 1 or more. */
export const queryText = (max = 100) => z.string('must be given once').pipe(plainText(max)).optional();
export const queryCount = () => z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more');

export const healthEndpoints = {
  /** Readiness. Private: a cached "ok" would keep traffic flowing to an instance that cannot serve it. */
  check: defineEndpoint({ method: 'GET', path: '/api/health', access: 'public', private: true, response: healthResponseSchema }),
};
