/**
 * The provider dashboard's offline copy (leads, header, unsent status changes): the one entry for
 * code outside this folder. The dashboard feature works through these over the app's database and
 * never touches Dexie itself.
 */
export {
  changeLeadStatus,
  countUnsentLeadChanges,
  forgetDashboard,
  refreshProviderDashboard,
  sendLeadChanges,
  settleProviderLeads,
  watchLeadChangeAnswers,
} from './provider-dashboard';
export { useDashboardView } from './use-dashboard-view';
export type { LeadChangeOutcome } from './lead-changes';
export type { RefreshResult } from './lead-refresh';
export type { CachedDashboard } from './lead-store';
