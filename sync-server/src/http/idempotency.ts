import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Collection } from 'mongodb';
import { conflict, toErrorResponse, unprocessable, badRequest } from './errors';

/**
 * Idempotency-Key handling for public writes (ARCHITECTURE §3; after Stripe's design and the IETF
 * idempotency-key draft). Invariants:
 * - a key is claimed atomically by inserting its record (unique _id), so two concurrent requests
 *   with one key never both run;
 * - a completed 2xx/4xx response is stored and replayed byte-for-byte for the same request;
 * - a 5xx is never stored: the claim is released so the client's retry runs again;
 * - the same key with a different method, path or body is a client bug -> 422.
 */
export interface IdempotencyRecord {
  _id: string;
  requestHash: string;
  state: 'running' | 'done';
  status?: number;
  body?: unknown;
  createdAt: Date;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
// A claim older than this belongs to a process that died mid-request; it may be taken over.
const STALE_CLAIM_MS = 60_000;

function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export function idempotency(records: Collection<IdempotencyRecord>): Middleware {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key || !['POST', 'PATCH', 'PUT', 'DELETE'].includes(ctx.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key must be 8-128 letters, digits, dashes or underscores');
    }
    const requestHash = hashRequest(ctx.method, ctx.path, ctx.request.body);

    const claimed = await claim(records, key, requestHash);
    if (!claimed) {
      const existing = await records.findOne({ _id: key });
      if (existing && existing.requestHash !== requestHash) {
        throw unprocessable('This Idempotency-Key was already used for a different request');
      }
      if (existing?.state === 'done') {
        ctx.status = existing.status ?? 200;
        ctx.body = existing.body;
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
      throw conflict('A request with this Idempotency-Key is still being processed; retry shortly');
    }

    let status: number;
    let body: unknown;
    try {
      await next();
      status = ctx.status;
      body = ctx.body;
    } catch (error) {
      ({ status, body } = toErrorResponse(error));
      if (status >= 500) {
        await records.deleteOne({ _id: key, state: 'running' });
        throw error;
      }
      ctx.status = status;
      ctx.body = body;
    }
    if (status >= 500) {
      await records.deleteOne({ _id: key, state: 'running' });
      return;
    }
    await records.updateOne({ _id: key }, { $set: { state: 'done', status, body } });
  };
}

async function claim(records: Collection<IdempotencyRecord>, key: string, requestHash: string): Promise<boolean> {
  try {
    await records.insertOne({ _id: key, requestHash, state: 'running', createdAt: new Date() });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  // Take over a claim left behind by a crashed request with the same body.
  const takeover = await records.updateOne(
    { _id: key, requestHash, state: 'running', createdAt: { $lt: new Date(Date.now() - STALE_CLAIM_MS) } },
    { $set: { createdAt: new Date() } },
  );
  return takeover.modifiedCount === 1;
}
