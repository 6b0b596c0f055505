import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { validBusinessRequest } from '../support/factories';

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
});
