import { isApiError } from '../../api/client';

/** The server's own words for a refusal (`{message}` bodies), else the screen's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
