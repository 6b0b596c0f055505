import type { z } from 'zod';

export interface FieldError {
  path: string;
  message: string;
}

/** The JSON error body of every 4xx (ARCHITECTURE §3): a message naming the first field, then all of them. */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

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
