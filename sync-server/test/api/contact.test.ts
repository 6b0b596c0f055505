import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

describe('POST /api/bookkeepers/{id}/contact (Get Contact)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const contact = (id: string, json: unknown) => api.request(`/api/bookkeepers/${id}/contact`, { method: 'POST', json });

  it('reveals the contact details, records one open lead per visitor and notifies the provider once', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ email: 'pro@example.com', phone: '+1 555 0111', website: 'https://pro.example.com' })]);
    const id = provider!._id.toHexString();
    const first = await contact(id, { email: 'Visitor@Shop.example' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, contact: { email: 'pro@example.com', phone: '+1 555 0111', website: 'https://pro.example.com' } });
    await contact(id, { email: 'visitor@shop.example' });

    const leads = await collections(api.db).leads.find({ bookkeeperId: provider!._id }).toArray();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: 'contact', contactEmail: 'visitor@shop.example', status: 'new' });
    expect(await collections(api.db).outbox.countDocuments({ to: 'pro@example.com' })).toBe(1);
  });

  it('keeps the details of unapproved providers hidden and needs an email', async () => {
    const [pending] = await insertProviders(api.db, [providerDoc({ isApproved: false })]);
    expect((await contact(pending!._id.toHexString(), { email: 'a@b.co' })).status).toBe(404);
    const bad = await contact(pending!._id.toHexString(), { email: 'no-at-sign' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email: /);
  });

  it('never shows contact details in the public profile', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ email: 'hidden@example.com' })]);
    const profile = await api.request(`/api/bookkeepers/${provider!._id.toHexString()}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain('hidden@example.com');
    expect(profile.body.bookkeeper.phone).toBeUndefined();
  });
});
