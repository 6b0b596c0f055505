import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validQuestionnaire } from '../support/factories';

describe('re-running matching from the admin area', () => {
  let api: TestApi;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const rematch = (kind: string, id: string) => api.request(`/api/admin/unmatched-requests/${kind}/${id}/rematch`, { method: 'POST', headers: { cookie } });

  it('keeps a request waiting while nobody can serve it, matches it once somebody can, then refuses a second run', async () => {
    const questionnaire = validQuestionnaire({ additionalServices: [], additionalInfo: '', email: 'waiting@shop.example' });
    expect((await api.request('/api/customer-onboarding', { method: 'POST', json: questionnaire })).status).toBe(201);
    const [waiting] = (await api.request('/api/admin/unmatched-requests', { headers: { cookie } })).body.requests;
    expect(waiting).toMatchObject({ kind: 'questionnaire', email: 'waiting@shop.example' });

    const still = await rematch('questionnaire', waiting.id);
    expect(still.body).toEqual({ success: true, matched: 0, message: 'Still no provider can take this request' });

    await insertProviders(api.db, [providerDoc({ services: ['bookkeeping', 'tax-prep'] })]);
    expect((await rematch('questionnaire', waiting.id)).body).toMatchObject({ success: true, matched: 1 });
    expect((await api.request('/api/admin/unmatched-requests', { headers: { cookie } })).body.requests).toEqual([]);
    expect((await rematch('questionnaire', waiting.id)).status).toBe(409);
  });

  it('refuses an unknown kind and an id that names no request', async () => {
    expect((await rematch('booking', '0123456789abcdef01234567')).status).toBe(400);
    expect((await rematch('questionnaire', '0123456789abcdef01234567')).status).toBe(404);
  });
});
