import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { validBusinessRequest, validQuestionnaire } from '../support/factories';

describe('public write rate limit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ writeLimitPerMinute: 3 });
  });
  afterAll(() => api.close());

  it('answers the write past the limit with 429 and Retry-After, and keeps reads open', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.request('/api/settings/services')).status).toBe(200);
  });

  it('past the limit, no other spelling of a write path gets through: each is no route at all', async () => {
    const questionnaires = () => api.db.collection('customerOnboardings').countDocuments();
    const before = await questionnaires();
    for (const path of ['/API/customer-onboarding', '/Api/customer-onboarding', '/api/Customer-Onboarding', '/api/customer-onboarding/', '/api//customer-onboarding']) {
      const response = await api.request(path, { method: 'POST', json: validQuestionnaire() });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    expect((await api.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire() })).status).toBe(429);
    expect(await questionnaires()).toBe(before);
  });
});

describe("an admin's writes", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ writeLimitPerMinute: 3 });
  });
  afterAll(() => api.close());

  it("never count against the address's public quota (an office behind one address keeps its admin)", async () => {
    const cookie = await signInAdmin(api); // the sign-in is a public write: 1 of 3
    const clears = [];
    for (let i = 0; i < 5; i += 1) clears.push((await api.request('/api/admin/cache/clear', { method: 'POST', headers: { cookie } })).status);
    expect(clears).toEqual([200, 200, 200, 200, 200]);
    const publicWrites = [];
    for (let i = 0; i < 3; i += 1) publicWrites.push((await api.request('/api/business/register', { method: 'POST', json: validBusinessRequest() })).status);
    expect(publicWrites).toEqual([201, 201, 429]);
  });
});
