import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest } from '../support/factories';

/** A hire as the provider receives it, and a booking that follows its lead to the end. */
describe('hires', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  let n = 0;
  /** A provider with dashboard access, hired through the two steps of the hire form. */
  async function hire() {
    n += 1;
    const key = `hire-key-${n}-${'k'.repeat(40)}`;
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, fullName: `Hired Provider ${n}` })]);
    const providerId = provider!._id.toHexString();
    const business = await api.request('/api/business/register', {
      method: 'POST',
      json: { ...validBusinessRequest(), email: `hirer${n}@example.com`, purpose: 'hire', businessSize: 'Small (1-10 employees)', description: 'Year-end accounts' },
    });
    expect(business.status).toBe(201);
    const booking = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: providerId, businessId: business.body.businessId, serviceType: 'Bookkeeping', startDate: '2030-03-02', estimatedHours: 12, description: 'Year-end accounts', clientNotes: 'Call after 5pm' },
    });
    expect(booking.status).toBe(201);
    const leads = await api.request(`/api/bookkeeper/${providerId}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: key } });
    const [lead] = leads.body.leads;
    const setStatus = (status: string, from: string) => api.request(`/api/lead/${lead.id}`, { method: 'PATCH', json: { status, from }, headers: { [DASHBOARD_KEY_HEADER]: key } });
    const storedBooking = () => collections(api.db).bookings.findOne({ bookkeeperId: provider!._id });
    return { providerId, businessId: business.body.businessId as string, lead, setStatus, storedBooking };
  }

  it('shows the provider what the customer wrote: project, start date, hours, size and notes, on the dashboard and in the mail', async () => {
    const { lead } = await hire();
    expect(lead.booking).toMatchObject({ description: 'Year-end accounts', startDate: '2030-03-02T00:00:00.000Z', estimatedHours: 12, clientNotes: 'Call after 5pm', status: 'pending' });
    expect(lead.business).toMatchObject({ businessSize: 'Small (1-10 employees)' });
    expect(lead.business.notes).toBeUndefined();
    const mail = await collections(api.db).outbox.findOne({ key: `lead:${lead.id}` });
    expect(mail?.text).toContain('Project: Year-end accounts');
    expect(mail?.text).toContain('Start date: Sat, Mar 2, 2030');
    expect(mail?.text).toContain('Estimated hours: 12');
    expect(mail?.text).toContain('Business size: Small (1-10 employees)');
    expect(mail?.text).toContain('Notes: Call after 5pm');
  });

  it('confirms the hire to the customer by name: who, what, when, and that the professional will be in touch', async () => {
    const { storedBooking } = await hire();
    const booking = await storedBooking();
    const mail = await collections(api.db).outbox.findOne({ key: `hire:${booking!._id.toHexString()}` });
    expect(mail).toMatchObject({ to: `hirer${n}@example.com`, subject: `Your request to Hired Provider ${n} is sent` });
    expect(mail?.text).toContain('Hello Ada Lovelace,');
    expect(mail?.text).toContain('What: Bookkeeping: Year-end accounts');
    expect(mail?.text).toContain('Starting: Saturday, March 2, 2030');
    expect(mail?.text).toContain('will be in touch with you directly');
  });

  it('cancels the booking when the provider passes, so its business and provider can then be deleted', async () => {
    const { setStatus, storedBooking, businessId } = await hire();
    expect((await api.request(`/api/business/${businessId}`, { method: 'DELETE', headers: { cookie } })).status).toBe(409);
    expect((await setStatus('passed', 'new')).status).toBe(200);
    expect((await storedBooking())?.status).toBe('cancelled');
    expect((await api.request(`/api/business/${businessId}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
  });

  it('keeps the booking pending while the provider is in contact, and confirms it when they win the lead', async () => {
    const { setStatus, storedBooking } = await hire();
    await setStatus('contacted', 'new');
    expect((await storedBooking())?.status).toBe('pending');
    await setStatus('won', 'contacted');
    expect((await storedBooking())?.status).toBe('confirmed');
  });

  it('greets a business request\'s contact by name in the match mail', async () => {
    await insertProviders(api.db, [providerDoc()]);
    const { body } = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), contactName: 'Grace Hopper', email: 'grace@example.com' } });
    const mail = await collections(api.db).outbox.findOne({ key: `match:${body.businessId}` });
    expect(mail?.text.split('\n')[0]).toBe('Hello Grace Hopper,');
  });
});
