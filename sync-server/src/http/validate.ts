import type { ParameterizedContext } from 'koa';
import type { z } from 'zod';
import { formatZodError } from '@ledgerlink/shared-schema';
import { HttpError } from './errors';

/**
 * Parses outside input with a shared schema. A failure is a 400 whose message names the first
 * failing field; nothing downstream ever sees unparsed input (so operator objects never reach MongoDB).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): z.output<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const { message, errors } = formatZodError(result.error);
  throw new HttpError(400, where === 'body' ? message : `Invalid ${where === 'query' ? 'query parameter' : 'path parameter'}: ${message}`, {
    errors,
  });
}

export const parseBody = <S extends z.ZodType>(ctx: ParameterizedContext, schema: S) =>
  parseInput(schema, ctx.request.body, 'body');

export const parseQuery = <S extends z.ZodType>(ctx: ParameterizedContext, schema: S) =>
  parseInput(schema, ctx.query, 'query');
