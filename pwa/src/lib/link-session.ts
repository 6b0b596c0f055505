import { isApiError } from '../api/client';

/**
 * Opening a private link on this device (the provider dashboard's, a customer's request page): the
 * link's key, taken out of the address at app start (link-key.ts), is exchanged once for an
 * HttpOnly session cookie, so nothing needs to keep it afterwards.
 */

/** `try-later`: rate-limited (429), a server error or no answer; the key may still be good. */
export type SessionOpening = 'opened' | 'refused' | 'try-later';

/** Runs the key exchange `open` and says how it ended. */
export async function openLinkSession(open: () => Promise<unknown>): Promise<SessionOpening> {
  try {
    await open();
    return 'opened';
  } catch (error) {
    return failedOpening(error);
  }
}

/** How a key exchange that threw ended: refused by the server, or worth another try. */
export const failedOpening = (error: unknown): Exclude<SessionOpening, 'opened'> => (isApiError(error) && error.status < 500 && error.status !== 429 ? 'refused' : 'try-later');
