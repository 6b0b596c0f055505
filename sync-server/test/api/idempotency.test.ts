import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest } from '../support/factories';

describe('Idempotency-Key on public writes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const post = (key: string, json: unknown) =>
    api.request('/api/business/register', { method: 'POST', json, headers: { 'Idempotency-Key': key } });

  it('creates one record for two identical POSTs and returns identical responses', async () => {
    const key = randomUUID();
    const first = await post(key, validBusinessRequest());
    const second = await post(key, validBusinessRequest());
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // What a replay repeats is stored with it; per-request headers are not.
    const stored = await api.db.collection('idempotencyKeys').findOne({ _id: `anonymous:${key}` as never });
    expect(stored?.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    expect(await api.db.collection('businesses').countDocuments({ companyName: 'Acme Retail' })).toBe(1);
  });

  it('refuses the same key with a different body with 422 and writes nothing', async () => {
    const key = randomUUID();
    await post(key, validBusinessRequest());
    const before = await api.db.collection('businesses').countDocuments();
    const other = await post(key, { ...validBusinessRequest(), companyName: 'Other Co' });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await api.db.collection('businesses').countDocuments()).toBe(before);
  });

  it('refuses a malformed body the same way every time without storing it, so the corrected body can use the key', async () => {
    const key = randomUUID();
    const bad = { ...validBusinessRequest(), budget: 'lots' };
    const first = await post(key, bad);
    const second = await post(key, bad);
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
    expect(await api.db.collection('idempotencyKeys').countDocuments({ _id: `anonymous:${key}` as never })).toBe(0);
    expect((await post(key, validBusinessRequest())).status).toBe(201);
  });

  it('replays a stored business refusal (422) too, so a rejected queued write stays rejected', async () => {
    const key = randomUUID();
    const booking = { bookkeeperId: 'a'.repeat(24), businessId: 'b'.repeat(24), startDate: '2026-12-01' };
    const send = () => api.request('/api/bookings', { method: 'POST', json: booking, headers: { 'Idempotency-Key': key } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(422);
    expect(second.status).toBe(422);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('never replays a stored lead update to anyone but its provider (issue 8, finding 3)', async () => {
    const dashboardKey = 'provider-secret-key-idempotency-0001';
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey })]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const lead = leadDoc(provider!._id, business._id);
    await collections(api.db).leads.insertOne(lead);
    const key = randomUUID();
    const update = (headers: Record<string, string>) =>
      api.request(`/api/lead/${lead._id.toHexString()}`, { method: 'PATCH', json: { status: 'contacted', from: 'new' }, headers: { 'Idempotency-Key': key, ...headers } });

    // An outsider first: refused, and the refusal is not what the owner later gets back.
    const outsiderFirst = await update({});
    expect(outsiderFirst.status).toBe(401);
    const owner = await update({ [DASHBOARD_KEY_HEADER]: dashboardKey });
    expect(owner.status).toBe(200);
    expect(owner.body.lead).toMatchObject({ status: 'contacted' });
    // Then the outsider again, with the owner's key: no lead data, no replay.
    for (const headers of [{}, { [DASHBOARD_KEY_HEADER]: 'wrong-key-wrong-key-wrong-key-00' }] as Record<string, string>[]) {
      const outsider = await update(headers);
      expect(outsider.status).toBeGreaterThanOrEqual(401);
      expect(outsider.status).toBeLessThan(404);
      expect(outsider.body.lead).toBeUndefined();
      expect(outsider.headers.get('idempotent-replayed')).toBeNull();
    }
    // The owner's retry is the replay.
    const retry = await update({ [DASHBOARD_KEY_HEADER]: dashboardKey });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(owner.body);
  });

  it('refuses a malformed key', async () => {
    const { status, body } = await post('bad key!', validBusinessRequest());
    expect(status).toBe(400);
    expect(body.message).toMatch(/Idempotency-Key/);
  });
});
