import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

const HOUR = 60 * 60 * 1000;

describe('GET /api/admin/analytics', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  it('charts leads per day, the status funnel, matched vs unmatched requests and the median first response', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc()]);
    const now = Date.now();
    const matched = businessDoc({ matchedAt: new Date(now) });
    const unmatched = businessDoc({ unmatchedReason: 'No provider offers this service' });
    await collections(api.db).businesses.insertMany([matched, unmatched]);
    const created = new Date(now - 10 * HOUR);
    await collections(api.db).leads.insertMany([
      leadDoc(provider!._id, matched._id, { createdAt: created, status: 'contacted', respondedAt: new Date(created.getTime() + 1 * HOUR) }),
      leadDoc(provider!._id, matched._id, { createdAt: created, status: 'won', respondedAt: new Date(created.getTime() + 3 * HOUR) }),
      leadDoc(provider!._id, matched._id, { createdAt: created, status: 'passed', respondedAt: new Date(created.getTime() + 8 * HOUR) }),
      leadDoc(provider!._id, matched._id, { createdAt: new Date(now - 40 * 24 * HOUR) }), // outside the window
    ]);

    const { status, body } = await api.request('/api/admin/analytics?days=30', { headers: { cookie } });
    expect(status).toBe(200);
    const { analytics } = body;
    expect(analytics.leadsPerDay).toHaveLength(30);
    expect(analytics.leadsPerDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
    expect(analytics.leadFunnel).toEqual([
      { status: 'new', count: 0 },
      { status: 'contacted', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 0 },
      { status: 'passed', count: 1 },
    ]);
    expect(analytics.requests).toEqual({ matched: 1, unmatched: 1, waiting: 0 });
    expect(analytics.firstResponse).toEqual({ medianHours: 3, answered: 3 });
    expect((await api.request('/api/admin/analytics?days=0', { headers: { cookie } })).body.message).toBe('Invalid query parameter: days: must be 1 or more');
  });
});
