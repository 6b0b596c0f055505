import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { badRequest } from './errors';

export const BODY_LIMIT = '100kb';
/** Deeper than any form we accept (the deepest request body has 3 levels), far below what recursion can bear. */
export const MAX_BODY_DEPTH = 32;

/**
 * Reads JSON, form and text bodies within the size limit and refuses, with a 400, what the parser
 * or later code cannot handle: a body whose Content-Encoding does not match its bytes (decompression
 * errors carry no HTTP status) and JSON nested deeper than MAX_BODY_DEPTH (hashing or validating it would
 * recurse until the stack overflows).
 */
export function readBody(): Middleware {
  const parse = koaBody({ jsonLimit: BODY_LIMIT, formLimit: BODY_LIMIT, textLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      // Parser errors carry their HTTP status; one without is a decompression failure (zlib, brotli).
      if (hasHttpStatus(error)) throw error;
      throw badRequest('Request body does not match its Content-Encoding');
    }
    if (exceedsDepth(ctx.request.body, MAX_BODY_DEPTH)) {
      throw badRequest(`Request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`);
    }
    await next();
  };
}

const hasHttpStatus = (error: unknown) => typeof (error as { status?: unknown })?.status === 'number';

/** Walks without recursion, so any depth is measured safely. */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
