import { z } from 'zod';

/** One refused field: `path` is dotted (`primaryServices.0`), `message` the words a form shows beside it. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The JSON error body of every 4xx and 5xx (ARCHITECTURE §3): a message naming the first field, then
 * all of them. Some errors add fields (a 409 on a lead carries the lead, see `leadConflictBodySchema`).
 */
export const errorBodySchema = z.object({ message: z.string(), errors: z.array(fieldErrorSchema).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function formatZodError(error: z.ZodError): Required<ErrorBody> {
  const errors: FieldError[] = error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: `Unknown field "${key}"` }));
    }
    return [{ path: base, message: issue.message }];
  });
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input';
  return { message, errors };
}
