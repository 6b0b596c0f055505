import { API } from '@ledgerlink/shared-schema';
import { call } from '../../api/client';
import { openLinkSession, type SessionOpening } from '../../lib/link-session';

/** Exchanges the request link's key for this device's session cookie (docs/api.md "Request page API"). */
export const openRequestSession = (requestId: string, key: string): Promise<SessionOpening> =>
  openLinkSession(() => call(API.requests.openSession, { params: { id: requestId }, body: { key } }));
