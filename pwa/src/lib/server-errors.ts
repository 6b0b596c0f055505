import { errorBodySchema, type FieldError } from '@ledgerlink/shared-schema';
import { isApiError } from '../api/client';

const errorBody = (error: unknown) => {
  if (!isApiError(error)) return undefined;
  const parsed = errorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The text a failure toast shows (spec §8): the server's `message` when it sent one, else the
 * error's own message, else the connection hint (a fetch that never reached the server).
 */
export function failureText(error: unknown, fallback = 'Please check your connection and try again'): string {
  const body = errorBody(error);
  if (body?.message) return body.message;
  if (isApiError(error)) return error.message;
  if (error instanceof TypeError) return fallback; // fetch's network failure
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** Field errors of a 400/409 body (`errors: [{path, message}]`), first message per field. */
export function serverFieldErrors(error: unknown): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const item of errorBody(error)?.errors ?? []) {
    const path = item.path.split('.')[0] ?? item.path;
    if (!path || seen.has(path)) continue;
    seen.add(path);
    result.push({ path, message: item.message });
  }
  return result;
}
