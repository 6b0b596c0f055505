import { describe, expect, it } from 'vitest';
import type { CachedDashboard } from '../../offline/leads';
import { dashboardState, type DashboardFacts } from './dashboard-state';

const copy = { provider: {}, responseHours: 24, refreshedAt: 1, leads: [] } as unknown as CachedDashboard;
const facts = (overrides: Partial<DashboardFacts>): DashboardFacts => ({ dashboard: null, refresh: { running: true }, linkRefused: false, linkWaiting: false, signedOut: false, ...overrides });

describe('what the dashboard page shows', () => {
  it('waits for the copy and the first refresh before saying anything is missing', () => {
    expect(dashboardState(facts({ dashboard: undefined }))).toEqual({ status: 'loading' });
    expect(dashboardState(facts({ dashboard: null }))).toEqual({ status: 'loading' });
  });

  it('shows the copy on this device while refreshing, and marks it stale when the server could not be reached', () => {
    expect(dashboardState(facts({ dashboard: copy }))).toEqual({ status: 'ready', dashboard: copy, refreshing: true, stale: false });
    expect(dashboardState(facts({ dashboard: copy, refresh: { result: 'offline', running: false } }))).toMatchObject({ status: 'ready', stale: true });
  });

  it('shows no lead data once the server says this device has no access, even with a copy', () => {
    expect(dashboardState(facts({ dashboard: copy, refresh: { result: 'no-access', running: false } }))).toEqual({ status: 'no-access', reason: 'no-link' });
    expect(dashboardState(facts({ refresh: { result: 'no-access', running: false }, linkRefused: true }))).toEqual({ status: 'no-access', reason: 'link-refused' });
    expect(dashboardState(facts({ dashboard: copy, signedOut: true }))).toEqual({ status: 'no-access', reason: 'signed-out' });
    const refusal = 'This sign-in link has expired or was already used.';
    expect(dashboardState(facts({ refresh: { result: 'no-access', running: false }, signinRefusal: refusal }))).toEqual({ status: 'no-access', reason: 'signin-refused', message: refusal });
    // A device that is signed in anyway shows its leads.
    expect(dashboardState(facts({ dashboard: copy, refresh: { result: 'refreshed', running: false }, signinRefusal: refusal }))).toMatchObject({ status: 'ready' });
  });

  it('offers another try when the link could not be checked yet, and shows the copy while offline', () => {
    expect(dashboardState(facts({ dashboard: copy, refresh: { result: 'no-access', running: false }, linkWaiting: true }))).toEqual({ status: 'link-waiting' });
    expect(dashboardState(facts({ refresh: { result: 'offline', running: false }, linkWaiting: true }))).toEqual({ status: 'offline-empty' });
    expect(dashboardState(facts({ dashboard: copy, refresh: { result: 'refreshed', running: false }, linkWaiting: true }))).toMatchObject({ status: 'ready' });
  });

  it('tells an unknown provider, an offline first visit and a failed load apart', () => {
    expect(dashboardState(facts({ refresh: { result: 'not-found', running: false } }))).toEqual({ status: 'not-found' });
    expect(dashboardState(facts({ refresh: { result: 'offline', running: false } }))).toEqual({ status: 'offline-empty' });
    expect(dashboardState(facts({ refresh: { result: 'failed', running: false } }))).toEqual({ status: 'failed' });
  });
});
