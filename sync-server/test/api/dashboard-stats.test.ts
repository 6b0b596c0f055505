import { computeLeadDashboardStats } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

const KEY = 'dashboard-stats-key-0123456789abcdef';
const MINUTE_MS = 60_000;

/** The stat cards in `GET /api/bookkeeper/{id}/leads`, from real leads and timestamps. */
describe('dashboard stats over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('computes This Month, Response Rate, Won Leads, Avg Budget, New and median response time as by hand', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: KEY })]);
    const { businesses, leads } = collections(api.db);
    const business = (budget: string) => businessDoc({ budget: budget as never });
    const small = business('500-1000');
    const medium = business('2500-5000');
    const large = business('5000+');
    await businesses.insertMany([small, medium, large]);
    const now = new Date();
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 15, 12));
    const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE_MS);
    await leads.insertMany([
      leadDoc(provider!._id, small._id, { createdAt: now }),
      leadDoc(provider!._id, medium._id, { status: 'contacted', createdAt: now, respondedAt: later(now, 10) }),
      leadDoc(provider!._id, large._id, { status: 'won', createdAt: lastYear, respondedAt: later(lastYear, 50) }),
      // A questionnaire lead that expired unanswered: no budget, never acted on.
      { ...leadDoc(provider!._id, new ObjectId()), businessId: undefined, onboardingId: new ObjectId(), source: 'questionnaire', createdAt: lastYear, expiredAt: later(lastYear, 1440) },
    ]);

    const { status, body } = await api.request(`/api/bookkeeper/${provider!._id.toHexString()}/leads?utcOffset=0`, { headers: { [DASHBOARD_KEY_HEADER]: KEY } });
    expect(status).toBe(200);
    expect(body.stats).toEqual({
      thisMonth: 2,
      responseRate: 50, // contacted and won of 4
      wonLeads: 1,
      avgBudget: 3167, // (750 + 3750 + 5000) / 3 = 3166.67
      newLeads: 1, // the expired one waits no more
      medianResponseMinutes: 30, // (10 + 50) / 2
    });
    // The PWA computes the same cards from the same rows offline.
    expect(computeLeadDashboardStats(body.leads, { now, utcOffsetMinutes: 0 })).toEqual(body.stats);
  });

  it('shows zeros for a provider without leads', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: `${KEY}-empty` })]);
    const { body } = await api.request(`/api/bookkeeper/${provider!._id.toHexString()}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: `${KEY}-empty` } });
    expect(body).toMatchObject({ success: true, leads: [], stats: { thisMonth: 0, responseRate: 0, wonLeads: 0, avgBudget: 0, newLeads: 0, medianResponseMinutes: null } });
  });
});
