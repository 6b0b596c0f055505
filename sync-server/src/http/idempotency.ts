import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@ledgerlink/shared-schema';
import type { Context, Middleware } from 'koa';
import { ObjectId, type Collection } from 'mongodb';
import { newAccessKey } from '../services/access-keys';
import type { IdempotencyRecord } from '../db/documents';
import { badRequest, HttpError, IN_PROGRESS_RETRY_SECONDS, toErrorResponse, unprocessable } from './errors';

// A claim older than this belongs to a process that died mid-request; it may be taken over.
const STALE_CLAIM_MS = 60_000;

/** The body is depth-limited by readBody, so stringifying it cannot overflow the stack. */
function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

/**
 * Idempotency-Key handling for the writes an offline client may replay (ARCHITECTURE §3; after
 * Stripe's design and the IETF idempotency-key draft). Mounted per route, after the route's access
 * check, so a replay is only ever served to a caller who may make the request now.
 *
 * A key's write happens at most once, whatever crashes when, and a retry after a crash answers with
 * the first write's result. The database enforces it: the claim stores a `resourceId` before the
 * handler runs, the handler's service writes its document under that `_id` (`claimedId`; a lead
 * status change stores it on the lead with the new status), and a claim taken over or resumed keeps
 * its `resourceId`, so a retry whose first run already wrote finds that document (or collides with
 * it on the unique `_id`), finishes what the first run left undone, and answers as the first run
 * would have. Further invariants:
 * - a record belongs to one caller: `ctx.state.caller` ('provider:<id>' once a dashboard key was
 *   checked, 'request:<id>' once a request's access was, else 'anonymous'); the same key from another caller is a different record, so a stored
 *   response never reaches someone who merely learnt the key;
 * - a key is claimed atomically by inserting its record (unique _id), so two concurrent requests
 *   with one key never both run;
 * - a completed 2xx or 4xx response is stored and replayed (same status and JSON body) for the same
 *   request, except a 400: malformed input is refused the same way every time without a record,
 *   and the client may correct it and resend under the same key;
 * - a 5xx, or any answer with Retry-After, is never stored: the claim is released (kept, with its
 *   resourceId) so the client's retry runs again and resumes whatever the first run wrote;
 * - the same key with a different method, path or body is a client bug -> 422;
 * - a claim left 'running' (the process died, or storing the outcome failed) gets 409 until it goes
 *   stale (STALE_CLAIM_MS); then a retry takes it over and runs again under the same resourceId;
 * - likewise every run of one key gets the same `secret` (`claimedSecret`): the access key of what
 *   the request creates (a customer's request link), so a retry after a crash issues the very key
 *   the first run may already have mailed, never a second one. The record holds it in plain text,
 *   as the stored answer that carries the link does, until the record expires.
 */
/**
 * Headers that are part of the outcome, so a replay repeats them: where a created record lives and
 * the body's type. Per-request headers (X-Request-Id, Server-Timing, security headers) are set
 * afresh on every response anyway.
 */
const REPLAYED_HEADERS = ['content-type', 'location'];

function replayedHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) if (typeof headers[name] === 'string') kept[name] = headers[name];
  return kept;
}

/** The claimed keys' resource ids and secrets, per request. */
interface Claim {
  resourceId: ObjectId;
  secret: string;
}
const claims = new WeakMap<Context, Claim>();

/**
 * The `_id` a keyed write must give the document it creates: the same for every run of one key,
 * so a retry finds the first run's document. Undefined when the request carries no key (the service
 * then makes a fresh id). Read it in the route's handler, after `idempotent`.
 */
export function claimedId(ctx: Context): ObjectId | undefined {
  return claims.get(ctx)?.resourceId;
}

/**
 * The access key a keyed write issues for what it creates: the same for every run of one key, so a
 * retry mails and answers the key its first run may have mailed. Undefined without a key (the
 * service then issues a fresh one).
 */
export function claimedSecret(ctx: Context): string | undefined {
  return claims.get(ctx)?.secret;
}

export function idempotent(records: Collection<IdempotencyRecord>): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('Idempotency-Key');
    if (!header) return next();
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key');
    const caller = typeof ctx.state.caller === 'string' ? ctx.state.caller : 'anonymous';
    const id = `${caller}:${parsed.data}`;
    const requestHash = hashRequest(ctx.method, ctx.path, ctx.request.body);

    const claimed = await claim(records, id, requestHash);
    if (!claimed) {
      const existing = await records.findOne({ _id: id });
      if (existing && existing.requestHash !== requestHash) {
        throw unprocessable('This Idempotency-Key was already used for a different request');
      }
      if (existing?.state === 'done') {
        ctx.status = existing.status ?? 200;
        ctx.body = existing.body;
        if (existing.headers) ctx.set(existing.headers);
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
      // Retry-After tells a client this 409 is "not yet", unlike a domain conflict, which never settles by waiting.
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed; retry shortly', { headers: { 'Retry-After': String(IN_PROGRESS_RETRY_SECONDS) } });
    }

    claims.set(ctx, claimed);
    let outcome: { status: number; body: unknown; headers?: Record<string, string> | undefined };
    let failure: unknown;
    try {
      await next();
      outcome = { status: ctx.status, body: ctx.body };
    } catch (error) {
      failure = error ?? new Error('undefined thrown');
      outcome = toErrorResponse(error);
    }
    if (outcome.status >= 500 || outcome.status === 400 || outcome.headers?.['Retry-After']) {
      // A 400 is refused while parsing, before anything is written: the key is free for a corrected
      // body. After a 5xx the first run may have written; the claim keeps its resourceId for the retry.
      // An answer with Retry-After ("not yet") is not the request's outcome either: the retry runs again.
      if (outcome.status === 400) await records.deleteOne({ _id: id, state: 'running' });
      else await records.updateOne({ _id: id, state: 'running' }, { $set: { state: 'released' } });
      if (failure !== undefined) throw failure;
      return;
    }
    if (failure !== undefined) {
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    }
    await records.updateOne({ _id: id }, { $set: { state: 'done', status: outcome.status, body: outcome.body, headers: replayedHeaders(ctx.response.headers) } });
  };
}

/** The claim's resourceId and secret if this request may run now, else undefined (the record says why). */
async function claim(records: Collection<IdempotencyRecord>, id: string, requestHash: string): Promise<Claim | undefined> {
  const resourceId = new ObjectId();
  const secret = newAccessKey();
  try {
    await records.insertOne({ _id: id, requestHash, state: 'running', resourceId, secret, createdAt: new Date() });
    return { resourceId, secret };
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  // Take over a claim released after a 5xx, or left behind by a crashed request, with the same body.
  const taken = await records.findOneAndUpdate(
    { _id: id, requestHash, $or: [{ state: 'released' }, { state: 'running', createdAt: { $lt: new Date(Date.now() - STALE_CLAIM_MS) } }] },
    { $set: { state: 'running', createdAt: new Date() } },
    { returnDocument: 'after' },
  );
  if (!taken) return undefined;
  if (taken.resourceId && taken.secret) return { resourceId: taken.resourceId, secret: taken.secret };
  // A claim from before records had a resourceId or a secret: its first run wrote under an id of its own.
  const kept = { resourceId: taken.resourceId ?? resourceId, secret: taken.secret ?? secret };
  await records.updateOne({ _id: id }, { $set: kept });
  return kept;
}
