import { API } from '@ledgerlink/shared-schema';
import { call } from '../../api/client';
import { openLinkSession, type SessionOpening } from '../../lib/link-session';

/**
 * The dashboard link's key and this device's session (README "Provider dashboard API"): the key is
 * exchanged once for an HttpOnly cookie (lib/link-session.ts), so nothing needs to keep it afterwards.
 */

/** Exchanges the link's key for the session cookie. */
export const openDashboardSession = (providerId: string, key: string): Promise<SessionOpening> =>
  openLinkSession(() => call(API.leads.openSession, { params: { id: providerId }, body: { key } }));

/** Ends this device's session ("Sign out of this device"); throws when the server cannot be reached. */
export async function endDashboardSession(providerId: string): Promise<void> {
  await call(API.leads.closeSession, { params: { id: providerId } });
}
