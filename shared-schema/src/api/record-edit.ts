import { z } from 'zod';

const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** An edit's fields: a value to set, or `null` to clear an optional field the client sent empty. */
export type RecordEdit<Fields> = { [K in keyof Fields]?: Fields[K] | null };

/**
 * An edit: the fields the client sent, each held to its rule. Defaults of the full schema (an empty
 * list for certifications) must not fill in fields the client left out, so an edit never touches
 * what it did not name. An optional field sent empty ('' or null, which its rule reads as absent)
 * comes out as `null`: it was cleared. A required field sent empty fails its rule as usual.
 */
export function editOf<Shape extends z.core.$ZodShape>(fields: z.ZodObject<Shape>) {
  const partial = fields.partial();
  return z.unknown().transform((input, ctx): RecordEdit<z.output<typeof partial>> => {
    const result = partial.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: undefined });
      return z.NEVER;
    }
    const parsed = result.data as Record<string, unknown>;
    const sent = Object.keys(input as object).filter((key) => key in fields.shape);
    if (sent.length === 0) {
      ctx.addIssue({ code: 'custom', message: NOTHING_TO_CHANGE });
      return z.NEVER;
    }
    return Object.fromEntries(sent.map((key) => [key, parsed[key] === undefined ? null : parsed[key]])) as RecordEdit<z.output<typeof partial>>;
  });
}
