import type { LeadStatus } from '@ledgerlink/shared-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetLinkKey, linkSecretFor } from '../../lib/link-key';
import { runOnResume } from '../../lib/run-on-resume';
import {
  changeLeadStatus,
  countUnsentLeadChanges,
  forgetDashboard,
  refreshProviderDashboard,
  sendLeadChanges,
  settleProviderLeads,
  useDashboardView,
  watchLeadChangeAnswers,
  type LeadChangeOutcome,
  type RefreshResult,
} from '../../offline/leads';
import { toast } from '../../ui/toast-store';
import { endDashboardSession, openDashboardSession } from './dashboard-session';
import { dashboardState, type DashboardState } from './dashboard-state';

/** Often enough that a lead arriving while the page is open shows within a minute. */
const REFRESH_EVERY_MS = 60_000;

export interface ProviderDashboard {
  state: DashboardState;
  /** A 409's explanation, kept on the lead's card until the provider acts on it again. */
  notices: Readonly<Record<string, string>>;
  changeStatus(leadId: string, status: LeadStatus): Promise<void>;
  signOut(): Promise<void>;
  retry(): void;
}

/**
 * The provider dashboard: the link's key or sign-in token (taken out of the address at app start,
 * see lib/link-key.ts) exchanged for this device's session, the offline copy refreshed on open,
 * `online`, visibility and every minute, the page rendered from that copy (a live query, so other
 * tabs' writes show too), and lead changes applied at once and settled as the outbox gets the
 * server's answers.
 */
export function useProviderDashboard(providerId: string): ProviderDashboard {
  const location = useLocation();
  const secret = useRef(linkSecretFor(location.pathname));
  const [refresh, setRefresh] = useState<{ result?: RefreshResult; running: boolean }>({ running: true });
  const [linkRefused, setLinkRefused] = useState(false);
  const [signinRefusal, setSigninRefusal] = useState<string>();
  const [linkWaiting, setLinkWaiting] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [notices, setNotices] = useState<Record<string, string>>({});
  const view = useDashboardView(providerId);

  // Spec §8's toasts for the server's answers; a 409's explanation also stays on the lead's card.
  const report = useCallback((outcomes: readonly LeadChangeOutcome[]) => {
    for (const outcome of outcomes) {
      if (outcome.type === 'sent') toast({ title: 'Lead Updated', description: 'Lead status has been updated successfully.', variant: 'success' });
      else toast({ title: 'Update Failed', description: outcome.message || 'Failed to update lead status', variant: 'destructive' });
    }
    const conflicts = outcomes.flatMap((outcome) => (outcome.type === 'conflict' ? [[outcome.leadId, outcome.message] as const] : []));
    if (conflicts.length) setNotices((current) => ({ ...current, ...Object.fromEntries(conflicts) }));
  }, []);

  useEffect(() => {
    let active = true;
    const run = async () => {
      if (active) setRefresh((current) => ({ ...current, running: true }));
      const linkSecret = secret.current;
      if (linkSecret) {
        const answer = await openDashboardSession(providerId, linkSecret);
        // A session or a refusal settles the secret; after a 429 or no answer it stays in memory for the next try.
        if (answer.opening !== 'try-later') {
          secret.current = undefined;
          forgetLinkKey();
        }
        if (active) {
          setLinkRefused(answer.opening === 'refused' && 'key' in linkSecret);
          setSigninRefusal(answer.opening === 'refused' && 'signin' in linkSecret ? answer.message : undefined);
          setLinkWaiting(answer.opening === 'try-later');
        }
      }
      // Queued changes go first, so the refresh reads the server with them applied.
      await sendLeadChanges();
      const result = await refreshProviderDashboard(providerId);
      if (active) setRefresh({ result, running: false });
    };
    const stop = runOnResume(run, { intervalMs: REFRESH_EVERY_MS });
    return () => {
      active = false;
      stop();
    };
  }, [providerId, attempt]);

  // The outbox got answers for changes made here (after a replay this page asked for, or one another
  // tab made): fold them in and say so.
  useEffect(() => watchLeadChangeAnswers(providerId, report), [providerId, report]);
  useEffect(() => {
    if (view?.answered) void settleProviderLeads(providerId).then(report);
  }, [view, providerId, report]);

  const changeStatus = useCallback(
    async (leadId: string, status: LeadStatus) => {
      setNotices(({ [leadId]: _done, ...rest }) => rest);
      const applied = await changeLeadStatus(providerId, leadId, status);
      if (!applied.ok) return void toast({ title: 'Update Failed', description: applied.message || 'Failed to update lead status', variant: 'destructive' });
      if (!navigator.onLine) toast({ title: 'Saved on this device', description: 'It will be sent when you’re back online.' });
      await sendLeadChanges();
    },
    [providerId],
  );

  const signOut = useCallback(async () => {
    const unsent = await countUnsentLeadChanges(providerId);
    if (unsent > 0 && !window.confirm(`${unsent} lead ${unsent === 1 ? 'update has' : 'updates have'} not been sent yet and will be discarded. Sign out anyway?`)) return;
    try {
      await endDashboardSession(providerId);
    } catch {
      toast({ title: 'Sign Out Failed', description: 'Signing out needs a connection. Please try again when you are back online.', variant: 'destructive' });
      return;
    }
    await forgetDashboard(providerId);
    setSignedOut(true);
  }, [providerId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state: dashboardState({ dashboard: view?.dashboard, refresh, linkRefused, signinRefusal, linkWaiting, signedOut }), notices, changeStatus, signOut, retry };
}
