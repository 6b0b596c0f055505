import { randomUUID } from 'node:crypto';
import { API } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest, validQuestionnaire } from '../support/factories';

/** A provider editing their own profile from the dashboard: access, field rules, what the public and offline devices see. */
describe('PATCH /api/bookkeeper/{id}/profile', () => {
  let api: TestApi;
  let adminCookie = '';
  let keyCounter = 0;
  beforeAll(async () => {
    api = await startTestApi();
    adminCookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  /** An approved provider with a dashboard key; returns its id and the header that opens its dashboard. */
  async function provider(overrides: Parameters<typeof providerDoc>[0] = {}) {
    keyCounter += 1;
    const key = `profile-edit-key-${keyCounter}-0123456789abcdef`;
    const [doc] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, updatedAt: new Date(Date.now() - 60_000), ...overrides })]);
    return { id: doc!._id.toHexString(), access: { [DASHBOARD_KEY_HEADER]: key } };
  }
  const edit = (id: string, json: unknown, headers: Record<string, string>) => api.request(`/api/bookkeeper/${id}/profile`, { method: 'PATCH', json, headers });
  const publicProfile = async (id: string) => API.catalogue.byId.response.parse((await api.request(`/api/bookkeepers/${id}`)).body).bookkeeper;

  it('refuses an edit and the read without the dashboard access with the one 401, whatever the body', async () => {
    const owner = await provider();
    const other = await provider();
    const refusals = await Promise.all([
      edit(owner.id, { bio: 'Taken over' }, {}),
      edit(owner.id, { bio: 'Taken over' }, other.access),
      edit(owner.id, { isApproved: true }, { [DASHBOARD_KEY_HEADER]: 'not-the-key-0123456789abcdef-000000' }),
      api.request(`/api/bookkeeper/${owner.id}/profile`),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(new Set(refusals.map((answer) => answer.body.message)).size).toBe(1);
    expect((await publicProfile(owner.id)).bio).not.toBe('Taken over');
  });

  it('answers 400 naming a field that breaks the registration rules, and changes nothing', async () => {
    const owner = await provider({ bio: 'Before' });
    const cases: [unknown, string, string][] = [
      [{ services: [] }, 'services', 'Please select at least one service'],
      [{ businessSize: [] }, 'businessSize', 'Please select at least one business size'],
      [{ phone: '12' }, 'phone', 'Phone must have at least 7 digits'],
      [{ hourlyRate: 'abc' }, 'hourlyRate', 'must be a whole number'],
      [{ website: 'ftp://files.example' }, 'website', expect.any(String) as unknown as string],
      [{ serviceArea: 'moon' }, 'serviceArea', 'Please choose a service area'],
      [{ isAvailable: 'no' }, 'isAvailable', 'Please choose whether you are taking new clients'],
    ];
    for (const [json, path, message] of cases) {
      const { status, body } = await edit(owner.id, { bio: 'After', ...(json as object) }, owner.access);
      expect(status, path).toBe(400);
      expect(body.errors).toContainEqual({ path, message });
      expect(body.message).toMatch(new RegExp(`^${path}: `));
    }
    expect((await publicProfile(owner.id)).bio).toBe('Before');
  });

  it('answers 400 naming a field that is not the provider’s to change, and any unknown one', async () => {
    const owner = await provider();
    for (const field of ['isApproved', 'isActive', 'totalReviews', 'averageRating', 'totalBookings', 'username', 'email', 'slug', 'id', 'createdAt', 'credentials', 'fullName', 'favouriteColour']) {
      const { status, body } = await edit(owner.id, { bio: 'Sneaky', [field]: field === 'isApproved' || field === 'isActive' ? true : 5 }, owner.access);
      expect(status, field).toBe(400);
      expect(body.errors).toEqual([{ path: field, message: `${field} cannot be changed here` }]);
    }
    const stored = await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(owner.id) });
    expect(stored?.bio).toBeUndefined();
  });

  it('shows a valid edit on the profile, the marketplace and the next catalogue delta; fields not sent stay', async () => {
    const owner = await provider({ fullName: 'Marigold Ledgers', services: ['bookkeeping'], hourlyRate: 60, specializations: ['Xero'], website: 'https://old.example' });
    // The marketplace page is cached: read it once so the edit must clear it.
    const search = '/api/bookkeepers?search=Marigold';
    await api.request(search);
    const { body: firstSync } = await api.request('/api/sync/catalogue?limit=1000');
    let checkpoint: string = firstSync.checkpoint;
    for (let page = firstSync; page.hasMore; ) {
      page = (await api.request(`/api/sync/catalogue?limit=1000&since=${checkpoint}`)).body;
      checkpoint = page.checkpoint;
    }

    const answer = await edit(
      owner.id,
      { bio: 'Bookkeeping for cafés and bakeries.', services: ['bookkeeping', 'payroll'], hourlyRate: 75, monthlyStartingPrice: '', phone: '+1 555 0177', specializations: 'Xero, Square', website: '' },
      owner.access,
    );
    expect(answer.status).toBe(200);
    const edited = API.providerProfile.update.response.parse(answer.body).bookkeeper;
    expect(edited).toMatchObject({ id: owner.id, bio: 'Bookkeeping for cafés and bakeries.', services: ['bookkeeping', 'payroll'], hourlyRate: 75, phone: '+1 555 0177', specializations: ['Xero', 'Square'] });
    expect(edited.website).toBeUndefined();
    expect(edited.isApproved).toBe(true);

    const shown = await publicProfile(owner.id);
    expect(shown).toMatchObject({ bio: 'Bookkeeping for cafés and bakeries.', services: ['bookkeeping', 'payroll'], hourlyRate: 75, serviceArea: 'remote', businessSize: ['small'] });
    expect(shown).not.toHaveProperty('phone');
    const listed = API.catalogue.list.response.parse((await api.request(search)).body).bookkeepers.find((card) => card.id === owner.id);
    expect(listed).toMatchObject({ bio: 'Bookkeeping for cafés and bakeries.', hourlyRate: 75 });
    const delta = API.sync.catalogue.response.parse((await api.request(`/api/sync/catalogue?limit=1000&since=${checkpoint}`)).body);
    expect(delta.providers.map((changed) => changed.id)).toEqual([owner.id]);
    expect(delta.providers[0]).toMatchObject({ bio: 'Bookkeeping for cafés and bakeries.', services: ['bookkeeping', 'payroll'] });

    // The provider's own read has what the form needs, the phone included.
    const own = API.providerProfile.get.response.parse((await api.request(`/api/bookkeeper/${owner.id}/profile`, { headers: owner.access })).body).bookkeeper;
    expect(own).toMatchObject({ phone: '+1 555 0177', bio: 'Bookkeeping for cafés and bakeries.' });
  });

  it('drops the verified mark of a certification removed, and one claimed again comes back unverified', async () => {
    const owner = await provider({ fullName: 'Juniper Accounts', certifications: ['cpa', 'quickbooks-pro'], otherCertifications: 'ACCA' });
    const check = (certification: string) =>
      api.request(`/api/admin/providers/${owner.id}/credentials/${certification}`, { method: 'PATCH', json: { verified: true }, headers: { cookie: adminCookie } });
    expect((await check('cpa')).status).toBe(200);
    expect((await check('ACCA')).status).toBe(200);
    const verified = async () => (await publicProfile(owner.id)).credentials.filter((credential) => credential.verifiedAt).map((credential) => credential.name);
    expect(await verified()).toEqual(['CPA', 'ACCA']);

    expect((await edit(owner.id, { certifications: ['quickbooks-pro'], otherCertifications: 'ACCA' }, owner.access)).status).toBe(200);
    expect(await verified()).toEqual(['ACCA']);
    expect((await edit(owner.id, { otherCertifications: '' }, owner.access)).status).toBe(200);
    expect(await verified()).toEqual([]);
    const verifiedOnly = API.catalogue.list.response.parse((await api.request('/api/bookkeepers?verified=true&search=Juniper')).body).bookkeepers;
    expect(verifiedOnly.map((card) => card.id)).not.toContain(owner.id);

    // Claimed again: self-reported until an admin checks it again.
    expect((await edit(owner.id, { certifications: ['cpa', 'quickbooks-pro'], otherCertifications: 'ACCA' }, owner.access)).status).toBe(200);
    const credentials = (await publicProfile(owner.id)).credentials;
    expect(credentials.map((credential) => credential.name)).toEqual(['CPA', 'QuickBooks ProAdvisor', 'ACCA']);
    expect(credentials.every((credential) => credential.verifiedAt === undefined)).toBe(true);
  });

  it('a paused provider stays listed but gets no new matches, hires or contact requests (409)', async () => {
    const fit = { services: ['bookkeeping', 'tax-prep', 'payroll'] as const, averageRating: 50, totalReviews: 500 };
    const paused = await provider({ ...fit, services: [...fit.services] });
    const taking = await provider({ ...fit, services: [...fit.services] });
    const pause = await edit(paused.id, { isAvailable: false }, paused.access);
    expect(pause.status).toBe(200);
    expect(pause.body.bookkeeper.isAvailable).toBe(false);
    expect((await publicProfile(paused.id)).isAvailable).toBe(false);

    const matched = await api.request('/api/customer-onboarding', { method: 'POST', json: validQuestionnaire(), headers: { 'Idempotency-Key': randomUUID() } });
    expect(matched.status).toBe(201);
    const leadsOf = async (id: string) => (await api.request(`/api/bookkeeper/${id}/leads`, { headers: id === paused.id ? paused.access : taking.access })).body.leads.length;
    expect(await leadsOf(taking.id)).toBe(1);
    expect(await leadsOf(paused.id)).toBe(0);

    const business = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), purpose: 'hire' } });
    const hire = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: paused.id, businessId: business.body.businessId, startDate: new Date(Date.now() + 86_400_000).toISOString() },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(hire.status).toBe(409);
    expect(hire.body.message).toMatch(/is not taking new clients right now/);
    const contact = await api.request(`/api/bookkeepers/${paused.id}/contact`, { method: 'POST', json: { email: 'visitor@shop.example' } });
    expect(contact.status).toBe(409);
    expect(contact.body.message).toMatch(/is not taking new clients right now/);
    expect(await leadsOf(paused.id)).toBe(0);

    // Back to taking clients: Get Contact works again.
    expect((await edit(paused.id, { isAvailable: true }, paused.access)).status).toBe(200);
    expect((await api.request(`/api/bookkeepers/${paused.id}/contact`, { method: 'POST', json: { email: 'visitor@shop.example' } })).status).toBe(200);
  });
});
