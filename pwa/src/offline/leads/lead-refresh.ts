import { bookkeeperByIdResponseSchema, leadsResponseSchema } from '@ledgerlink/shared-schema';
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
  const id = encodeURIComponent(providerId);
  const get = (path: string) => send(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  let answers: [Response, Response];
  try {
    answers = await Promise.all([get(`/api/bookkeeper/${id}`), get(`/api/bookkeeper/${id}/leads?utcOffset=${utcOffset}`)]);
  } catch {
    return 'offline';
  }
  const [profileAnswer, leadsAnswer] = answers;
  if (profileAnswer.status === 404) return 'not-found';
  if (leadsAnswer.status === 401) {
    await clearCachedDashboard(db, providerId);
    return 'no-access';
  }
  if (!profileAnswer.ok || !leadsAnswer.ok) return 'failed';
  const profile = bookkeeperByIdResponseSchema.safeParse(await readJson(profileAnswer));
  const leads = leadsResponseSchema.safeParse(await readJson(leadsAnswer));
  if (!profile.success || !leads.success) return 'failed';
  await storeFetchedDashboard(db, { providerId, provider: profile.data.bookkeeper, responseHours: leads.data.responseHours, leads: leads.data.leads }, now());
  return 'refreshed';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
