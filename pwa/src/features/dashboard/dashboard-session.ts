import { API } from '@ledgerlink/shared-schema';
import { call } from '../../api/client';
import type { LinkSecret } from '../../lib/link-key';
import { failedOpening, type SessionOpening } from '../../lib/link-session';
import { failureText } from '../../lib/server-errors';

/**
 * The dashboard link's key or a mailed sign-in token, and this device's session (README "Provider
 * dashboard API"): either is exchanged once for an HttpOnly cookie (lib/link-session.ts), so nothing
 * needs to keep it afterwards.
 */

/** How the exchange ended; a refusal carries the server's words (a sign-in link's say how to get a new one). */
export type DashboardOpening = { opening: Exclude<SessionOpening, 'refused'> } | { opening: 'refused'; message: string };

/** Exchanges the link's key or sign-in token for the session cookie. */
export async function openDashboardSession(providerId: string, secret: LinkSecret): Promise<DashboardOpening> {
  try {
    await call(API.leads.openSession, { params: { id: providerId }, body: secret });
    return { opening: 'opened' };
  } catch (error) {
    const opening = failedOpening(error);
    return opening === 'refused' ? { opening, message: failureText(error) } : { opening };
  }
}

/** Ends this device's session ("Sign out of this device"); throws when the server cannot be reached. */
export async function endDashboardSession(providerId: string): Promise<void> {
  await call(API.leads.closeSession, { params: { id: providerId } });
}

/** "Send me my dashboard link": the server's answer, the same whoever the address belongs to; throws its refusal (400, 429). */
export async function requestDashboardLink(email: string): Promise<string> {
  return (await call(API.dashboardLink.request, { body: { email } })).message;
}
