import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import type { ServiceDoc } from '../../src/db/documents';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

/** The settings' services: one still offered stays listed; one can be added back to the marketplace's filters. */
describe('admin services', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const admin = (method: string, path: string, json?: unknown) => api.request(path, { method, json, headers: { cookie } });
  const listed = async () => ((await api.request('/api/settings/services')).body.services as { name: string }[]).map((service) => service.name);
  const serviceDoc = (name: string): ServiceDoc => ({ _id: new ObjectId(), name, category: 'Accounting', isActive: true, createdAt: new Date() });

  it('refuses to delete a service providers offer, naming how many, and deletes one nobody offers', async () => {
    const bookkeeping = serviceDoc('bookkeeping');
    const payroll = serviceDoc('payroll');
    await collections(api.db).services.insertMany([bookkeeping, payroll]);
    await insertProviders(api.db, [
      providerDoc({ services: ['bookkeeping'] }),
      providerDoc({ services: ['tax-prep', 'bookkeeping'], isApproved: false }),
      providerDoc({ services: ['bookkeeping'], isApproved: false, isActive: false }),
      providerDoc({ services: ['tax-prep'] }),
    ]);
    expect(await listed()).toEqual(['bookkeeping', 'payroll']);

    const refused = await admin('DELETE', `/api/admin/services/${bookkeeping._id.toHexString()}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Bookkeeping is offered by 3 providers; remove it from their profiles first.', offeredBy: 3 });
    expect(await listed()).toContain('bookkeeping');

    expect((await admin('DELETE', `/api/admin/services/${payroll._id.toHexString()}`)).body).toEqual({ success: true, message: 'Service deleted successfully' });
    expect(await listed()).toEqual(['bookkeeping']);
  });

  it('adds a service back: the public list and the offline catalogue offer it again', async () => {
    const added = await admin('POST', '/api/admin/services', { name: 'cfo-services', category: 'Advisory', description: 'Fractional CFO work.' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'Service added successfully', service: { name: 'cfo-services', category: 'Advisory', description: 'Fractional CFO work.', isActive: true } });
    expect(await listed()).toContain('cfo-services');
    const catalogue = (await api.request('/api/sync/catalogue')).body;
    expect(catalogue.settings.services.map((service: { name: string }) => service.name)).toContain('cfo-services');
  });

  it('refuses a service listed already, naming the field', async () => {
    await admin('POST', '/api/admin/services', { name: 'tax-prep', category: 'Tax' });
    const duplicate = await admin('POST', '/api/admin/services', { name: 'tax-prep', category: 'Tax again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Tax Preparation is already listed', errors: [{ path: 'name', message: 'Tax Preparation is already listed' }] });
    expect((await listed()).filter((name) => name === 'tax-prep')).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const unknown = await admin('POST', '/api/admin/services', { name: 'astrology', category: 'Other' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('name: must be one of bookkeeping, tax-prep, payroll, cfo-services');
    const noCategory = await admin('POST', '/api/admin/services', { name: 'payroll', category: '  ' });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toMatch(/^category: Category/);
    const extra = await admin('POST', '/api/admin/services', { name: 'payroll', category: 'Payroll', isActive: false });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/isActive/);
    expect(await listed()).not.toContain('payroll');
  });

  it('lets nobody but a signed-in admin add a service', async () => {
    const anonymous = await api.request('/api/admin/services', { method: 'POST', json: { name: 'payroll', category: 'Payroll' } });
    expect(anonymous.status).toBe(401);
    expect(await listed()).not.toContain('payroll');
  });
});
