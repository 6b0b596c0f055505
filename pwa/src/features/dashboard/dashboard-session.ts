import { API } from '@ledgerlink/shared-schema';
import { call, isApiError } from '../../api/client';

/**
 * The dashboard link's key and this device's session (README "Provider dashboard API"): the key is
 * exchanged once for an HttpOnly cookie, so nothing needs to keep it afterwards.
 */

/** `try-later`: rate-limited (429), a server error or no answer; the key may still be good. */
export type SessionOpening = 'opened' | 'refused' | 'try-later';

/** Exchanges the link's key for the session cookie. */
export async function openDashboardSession(providerId: string, key: string): Promise<SessionOpening> {
  try {
    await call(API.leads.openSession, { params: { id: providerId }, body: { key } });
    return 'opened';
  } catch (error) {
    return isApiError(error) && error.status < 500 && error.status !== 429 ? 'refused' : 'try-later';
  }
}

/** Ends this device's session ("Sign out of this device"); throws when the server cannot be reached. */
export async function endDashboardSession(providerId: string): Promise<void> {
  await call(API.leads.closeSession, { params: { id: providerId } });
}
