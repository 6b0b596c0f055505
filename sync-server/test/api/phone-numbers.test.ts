import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, providerDoc, validBusinessRequest, validProviderRegistration, validQuestionnaire } from '../support/factories';

/** One phone rule (shared-schema fields.ts `phoneNumber`) on every route a phone number reaches. */
describe('phone numbers', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const post = (path: string, json: unknown) => api.request(path, { method: 'POST', json });

  it('a bad phone is a 400 naming the field and stores nothing, on every public form', async () => {
    const before = await Promise.all([collections(api.db).businesses.countDocuments(), collections(api.db).customerOnboardings.countDocuments()]);
    const refusals = [
      await post('/api/business/register', { ...validBusinessRequest(), phone: 'abc' }),
      await post('/api/business/register', { ...validBusinessRequest(), purpose: 'hire', phone: '12' }),
      await post('/api/bookkeeper/register', { ...validProviderRegistration(), phone: '12' }),
      await post('/api/customer-onboarding', validQuestionnaire({ mobileNumber: 'call me' })),
    ];
    expect(refusals.map(({ status, body }) => [status, body.message])).toEqual([
      [400, 'phone: Phone may hold only digits, spaces and + - ( )'],
      [400, 'phone: Phone must have at least 7 digits'],
      [400, 'phone: Phone must have at least 7 digits'],
      [400, 'mobileNumber: Mobile number may hold only digits, spaces and + - ( )'],
    ]);
    expect(await Promise.all([collections(api.db).businesses.countDocuments(), collections(api.db).customerOnboardings.countDocuments()])).toEqual(before);
  });

  it('a well-formed international number is accepted as typed, trimmed', async () => {
    const { status } = await post('/api/business/register', { ...validBusinessRequest(), phone: ' +44 (0)161 496-0000 ' });
    expect(status).toBe(201);
    expect(await collections(api.db).businesses.findOne({ phone: '+44 (0)161 496-0000' })).not.toBeNull();
  });

  it('an admin edit and a CSV row are held to the same rule', async () => {
    const [provider] = await insertProviders(api.db, [providerDoc()]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const edits = [
      await api.request(`/api/provider/${provider!._id.toHexString()}`, { method: 'PATCH', json: { phone: '12' }, headers: { cookie } }),
      await api.request(`/api/business/${business._id.toHexString()}`, { method: 'PATCH', json: { phone: 'n/a' }, headers: { cookie } }),
    ];
    expect(edits.map(({ status, body }) => [status, body.message])).toEqual([
      [400, 'phone: Phone must have at least 7 digits'],
      [400, 'phone: Phone may hold only digits, spaces and + - ( )'],
    ]);
    expect((await collections(api.db).bookkeepers.findOne({ _id: provider!._id }))?.phone).toBe(provider!.phone);

    const form = new FormData();
    form.append('csv', new Blob(['Name,Email,Phone\nShort Number,short.number@example.com,555\n']), 'providers.csv');
    const imported = await api.request('/api/admin/bulk-import', { method: 'POST', body: form, headers: { cookie } });
    expect(imported.body).toMatchObject({ imported: 0, errors: 1, errorMessages: ['Row 2: phone: Phone must have at least 7 digits'] });
  });
});
