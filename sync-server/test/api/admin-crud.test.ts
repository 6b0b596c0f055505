import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

describe('admin review, lists and CRUD', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, json?: unknown) => api.request(path, { method, json, headers: { cookie } });
  /** The catalogue delta an offline device would fetch after `checkpoint`. */
  const catalogueSince = async (checkpoint: string) => (await api.request(`/api/sync/catalogue?since=${checkpoint}`)).body;
  const checkpointNow = async () => (await api.request('/api/sync/catalogue')).body.checkpoint as string;

  it('approve makes a pending provider public and part of the catalogue delta', async () => {
    const [pending] = await insertProviders(api.db, [providerDoc({ isApproved: false, updatedAt: new Date(Date.now() - 60_000) })]);
    const id = pending!._id.toHexString();
    const checkpoint = await checkpointNow();
    expect((await call('PATCH', `/api/admin/providers/${id}/approve`)).body.message).toBe('Provider approved successfully');
    expect((await api.request(`/api/bookkeepers/${id}`)).status).toBe(200);
    const delta = await catalogueSince(checkpoint);
    expect(delta.providers.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('reject hides the provider, mails the reason and sends offline devices a tombstone', async () => {
    const [listed] = await insertProviders(api.db, [providerDoc({ email: 'rejected.one@example.com', updatedAt: new Date(Date.now() - 60_000) })]);
    const id = listed!._id.toHexString();
    const checkpoint = await checkpointNow();
    expect((await call('PATCH', `/api/admin/providers/${id}/reject`, { reason: 'No licence' })).status).toBe(200);
    expect((await api.request(`/api/bookkeepers/${id}`)).status).toBe(404);
    const mail = await collections(api.db).outbox.findOne({ to: 'rejected.one@example.com' });
    expect(mail?.text).toContain('Reason: No licence');
    const delta = await catalogueSince(checkpoint);
    expect(delta.tombstones.map((t: { id: string }) => t.id)).toContain(id);
    expect(delta.providers.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('lists providers by status with counts under the search, paged and sorted on the server', async () => {
    await insertProviders(api.db, [
      providerDoc({ fullName: 'Zed Searchable', isApproved: false }),
      providerDoc({ fullName: 'Amy Searchable', businessName: 'Amy Books' }),
      providerDoc({ fullName: 'Bob Searchable', isApproved: false, isActive: false }),
    ]);
    const { body } = await call('GET', '/api/admin/providers?search=searchable&status=all&sort=fullName&order=asc&limit=2');
    expect(body.counts).toEqual({ pending: 1, approved: 1, rejected: 1, total: 3 });
    expect(body.providers.map((p: { fullName: string }) => p.fullName)).toEqual(['Amy Searchable', 'Bob Searchable']);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const pending = await call('GET', '/api/admin/providers?search=SEARCHABLE&status=pending');
    expect(pending.body.providers.map((p: { fullName: string; reviewStatus: string }) => [p.fullName, p.reviewStatus])).toEqual([['Zed Searchable', 'pending']]);
    const bad = await call('GET', '/api/admin/providers?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid query parameter: status: /);
  });

  it('refuses to delete a provider or business with open leads, naming them; deletes once they are closed, leaving a tombstone', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ updatedAt: new Date(Date.now() - 60_000) })]);
    const business = businessDoc();
    const lead = leadDoc(provider!._id, business._id);
    await collections(api.db).businesses.insertOne(business);
    await collections(api.db).leads.insertOne(lead);
    const id = provider!._id.toHexString();

    const refused = await call('DELETE', `/api/provider/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This provider has 1 open lead; close them before deleting it');
    expect((await call('DELETE', `/api/business/${business._id.toHexString()}`)).status).toBe(409);

    await collections(api.db).leads.updateOne({ _id: lead._id }, { $set: { status: 'won' } });
    const checkpoint = await checkpointNow();
    expect((await call('DELETE', `/api/provider/${id}`)).body).toEqual({ success: true, message: 'Provider deleted successfully' });
    expect((await call('DELETE', `/api/provider/${id}`)).status).toBe(404);
    expect((await catalogueSince(checkpoint)).tombstones.map((t: { id: string }) => t.id)).toContain(id);
    expect((await call('DELETE', `/api/business/${business._id.toHexString()}`)).status).toBe(200);
  });

  it('validates the provider edit dialog: flags, and hourlyRate a whole number', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc()]);
    const path = `/api/provider/${provider!._id.toHexString()}`;
    const fractional = await call('PATCH', path, { hourlyRate: 12.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.message).toBe('hourlyRate: must be a whole number');
    expect((await call('PATCH', path, { isApproved: 'yes' })).body.message).toMatch(/^isApproved: /);
    expect((await call('PATCH', path, {})).body.message).toBe('Send at least one field to change');
    const edited = await call('PATCH', path, { isApproved: false, isActive: true, hourlyRate: 0 });
    expect(edited.body.provider).toMatchObject({ isApproved: false, reviewStatus: 'pending', hourlyRate: 0 });
    expect((await api.request(`/api/bookkeepers/${provider!._id.toHexString()}`)).status).toBe(404);
  });

  it('clears an optional field sent empty, and refuses to empty a required one', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc({ businessName: 'Old Name Ltd', hourlyRate: 70, website: 'https://old.example' })]);
    const path = `/api/provider/${provider!._id.toHexString()}`;
    const cleared = await call('PATCH', path, { businessName: '', hourlyRate: null, website: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.provider).not.toHaveProperty('businessName');
    expect(cleared.body.provider).not.toHaveProperty('hourlyRate');
    expect(cleared.body.provider).not.toHaveProperty('website');
    const stored = await collections(api.db).bookkeepers.findOne({ _id: provider!._id });
    expect(stored).not.toHaveProperty('businessName');
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(provider!.updatedAt.getTime());
    expect((await call('PATCH', path, { fullName: '' })).status).toBe(400);

    const { insertedId } = await collections(api.db).businesses.insertOne(businessDoc({ notes: 'Call after 5pm' }));
    const business = await call('PATCH', `/api/business/${insertedId.toHexString()}`, { notes: '' });
    expect(business.status).toBe(200);
    expect(business.body.business).not.toHaveProperty('notes');
  });

  it('deletes a service from the settings lists', async () => {
    const _id = new ObjectId();
    await collections(api.db).services.insertOne({ _id, name: 'Old service', description: '', category: 'misc', isActive: true, createdAt: new Date() });
    expect((await call('DELETE', `/api/admin/services/${_id.toHexString()}`)).body.message).toBe('Service deleted successfully');
    const services = (await api.request('/api/settings/services')).body.services as { name: string }[];
    expect(services.map((service) => service.name)).not.toContain('Old service');
  });
});
