import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { validBusinessRequest } from '../support/factories';

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

  it('replays a stored 4xx too, so a rejected queued write stays rejected', async () => {
    const key = randomUUID();
    const bad = { ...validBusinessRequest(), budget: 'lots' };
    const first = await post(key, bad);
    const second = await post(key, bad);
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
  });

  it('refuses a malformed key', async () => {
    const { status, body } = await post('bad key!', validBusinessRequest());
    expect(status).toBe(400);
    expect(body.message).toMatch(/Idempotency-Key/);
  });
});
