import { type BookkeeperByIdResponse, catalogueEndpoints, leadEndpoints, type LeadsResponse } from '@ledgerlink/shared-schema';
import { settleCall, type CallSettlement } from '../../lib/settle-call';
import type { LedgerLinkDb } from '../db';
import { clearCachedDashboard, storeFetchedDashboard } from './lead-store';

/**
 * Fetches a provider's dashboard (public profile for the header, leads with the session cookie)
 * into the offline copy (lead-store.ts). Answers are parsed with the shared schemas before anything
 * is stored. A 401 on the leads means this device has no access (never had it, signed out, or the
 * link was re-issued): the copy is deleted, so lead data does not outlive the access to it.
 */

export type RefreshResult = 'refreshed' | 'no-access' | 'not-found' | 'offline' | 'failed';

export interface RefreshDeps {
  fetch?: typeof fetch;
  now?: () => number;
  /** The viewer's minutes east of UTC, for "This Month" (`-getTimezoneOffset()`). */
  utcOffset?: number;
}

export async function refreshDashboard(db: LedgerLinkDb, providerId: string, deps: RefreshDeps = {}): Promise<RefreshResult> {
  // Called unbound: the platform's fetch throws "Illegal invocation" when called as a method of another object.
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const utcOffset = deps.utcOffset ?? -new Date().getTimezoneOffset();
  let answers: [CallSettlement<BookkeeperByIdResponse>, CallSettlement<LeadsResponse>];
  try {
    answers = await Promise.all([
      settleCall(catalogueEndpoints.wrappedById, { params: { id: providerId } }, { fetch: send }),
      settleCall(leadEndpoints.list, { params: { id: providerId }, query: { utcOffset } }, { fetch: send }),
    ]);
  } catch {
    return 'offline';
  }
  const [profile, leads] = answers;
  if (leads.type === 'unreachable' || profile.type === 'unreachable') return 'offline';
  if (profile.type === 'refused' && profile.status === 404) return 'not-found';
  if (leads.type === 'refused' && leads.status === 401) {
    await clearCachedDashboard(db, providerId);
    return 'no-access';
  }
  if (profile.type !== 'answer' || leads.type !== 'answer') return 'failed';
  await storeFetchedDashboard(db, { providerId, provider: profile.data.bookkeeper, responseHours: leads.data.responseHours, leads: leads.data.leads }, now());
  return 'refreshed';
}
