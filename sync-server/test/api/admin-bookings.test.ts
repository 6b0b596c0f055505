import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest } from '../support/factories';

/** An admin ends a booking that blocks deleting its business or provider. */
describe('admin booking cancellation', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const admin = (method: string, path: string) => api.request(path, { method, headers: { cookie } });

  let n = 0;
  /** A provider hired through the two public steps of the hire form: a pending booking and its new lead. */
  async function hire() {
    n += 1;
    const dashboardKey = `admin-bookings-dashboard-${n}-${'k'.repeat(30)}`;
    const [provider] = await insertProviders(api.db, [providerDoc({ businessName: `Booked Books ${n}`, dashboardKey })]);
    const providerId = provider!._id.toHexString();
    const business = await api.request('/api/business/register', {
      method: 'POST',
      json: { ...validBusinessRequest(), companyName: `Booking Co ${n}`, email: `booker${n}@example.com`, purpose: 'hire' },
    });
    expect(business.status).toBe(201);
    const booking = await api.request('/api/bookings', {
      method: 'POST',
      json: { bookkeeperId: providerId, businessId: business.body.businessId, serviceType: 'Bookkeeping', startDate: '2030-03-02', estimatedHours: 10, description: 'Monthly books' },
    });
    expect(booking.status).toBe(201);
    return { providerId, dashboardKey, businessId: business.body.businessId as string, bookingId: booking.body.bookingId as string };
  }

  it('lets a business and provider be deleted once the admin cancels their open booking', async () => {
    const { providerId, businessId, bookingId } = await hire();
    const refused = await admin('DELETE', `/api/business/${businessId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This business has 1 open lead and 1 open booking; close them before deleting it');

    const open = await admin('GET', '/api/admin/bookings');
    expect(open.status).toBe(200);
    expect(open.body.bookings.find((booking: { id: string }) => booking.id === bookingId)).toMatchObject({
      status: 'pending',
      businessName: `Booking Co ${n}`,
      providerName: `Booked Books ${n}`,
    });

    const cancelled = await admin('POST', `/api/admin/bookings/${bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, message: 'Booking cancelled successfully', booking: { id: bookingId, status: 'cancelled' } });

    // Gone from the open list, there under its status; the hire's lead is closed for the provider.
    expect((await admin('GET', '/api/admin/bookings')).body.bookings.map((booking: { id: string }) => booking.id)).not.toContain(bookingId);
    expect((await admin('GET', '/api/admin/bookings?status=cancelled')).body.bookings.map((booking: { id: string }) => booking.id)).toContain(bookingId);
    const leads = (await admin('GET', '/api/admin/leads?limit=200')).body.leads.filter((lead: { bookkeeperId: string }) => lead.bookkeeperId === providerId);
    expect(leads.map((lead: { status: string }) => lead.status)).toEqual(['lost']);
    // The provider never answered the lead: the admin's cancellation is no response of theirs.
    expect((await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(providerId) }))?.leadStats).toEqual({ total: 1, acted: 0, open: 0 });

    expect((await admin('DELETE', `/api/business/${businessId}`)).body).toEqual({ success: true, message: 'Business deleted successfully' });
    expect((await admin('DELETE', `/api/provider/${providerId}`)).body).toEqual({ success: true, message: 'Provider deleted successfully' });
  });

  /** The provider's lead of the hire, as stored, and their dashboard's stats. */
  async function providerSide(providerId: string, dashboardKey: string) {
    const lead = await collections(api.db).leads.findOne({ bookkeeperId: new ObjectId(providerId), source: 'booking' });
    const dashboard = await api.request(`/api/bookkeeper/${providerId}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: dashboardKey } });
    expect(dashboard.status).toBe(200);
    const leadStats = (await collections(api.db).bookkeepers.findOne({ _id: new ObjectId(providerId) }))?.leadStats;
    return { lead: lead!, stats: dashboard.body.stats as { responseRate: number; medianResponseMinutes: number | null }, leadStats };
  }

  it('does not count a new lead it ends as the provider’s answer, as a customer’s close does not', async () => {
    const { providerId, dashboardKey, bookingId } = await hire();
    expect((await admin('POST', `/api/admin/bookings/${bookingId}/cancel`)).status).toBe(200);
    const { lead, stats, leadStats } = await providerSide(providerId, dashboardKey);
    expect(lead).toMatchObject({ status: 'lost', adminCancelledAt: expect.any(Date) });
    expect(lead).not.toHaveProperty('respondedAt');
    expect(lead).not.toHaveProperty('customerOutcome');
    expect(stats).toMatchObject({ responseRate: 0, medianResponseMinutes: null });
    expect(leadStats).toEqual({ total: 1, acted: 0, open: 0 });
  });

  it('still counts the answer of a provider who contacted the customer before the admin cancelled', async () => {
    const { providerId, dashboardKey, bookingId } = await hire();
    const { lead: before } = await providerSide(providerId, dashboardKey);
    const contacted = await api.request(`/api/lead/${before._id.toHexString()}`, {
      method: 'PATCH',
      json: { status: 'contacted', from: 'new' },
      headers: { [DASHBOARD_KEY_HEADER]: dashboardKey },
    });
    expect(contacted.status).toBe(200);
    const respondedAt = (await providerSide(providerId, dashboardKey)).lead.respondedAt;
    expect(respondedAt).toBeInstanceOf(Date);

    expect((await admin('POST', `/api/admin/bookings/${bookingId}/cancel`)).status).toBe(200);
    const { lead, stats, leadStats } = await providerSide(providerId, dashboardKey);
    expect(lead).toMatchObject({ status: 'lost', respondedAt, adminCancelledAt: expect.any(Date) });
    expect(stats.responseRate).toBe(100);
    expect(leadStats).toEqual({ total: 1, acted: 1, open: 0, replyHours: [expect.any(Number)] });
  });

  it('answers a booking cancelled already as it is', async () => {
    const { bookingId } = await hire();
    const first = await admin('POST', `/api/admin/bookings/${bookingId}/cancel`);
    const again = await admin('POST', `/api/admin/bookings/${bookingId}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This booking was already cancelled');
    expect(again.body.booking).toEqual(first.body.booking);
  });

  it('refuses to cancel a completed booking, leaving it completed', async () => {
    const { bookingId } = await hire();
    const _id = new ObjectId(bookingId);
    await collections(api.db).bookings.updateOne({ _id }, { $set: { status: 'completed' } });
    const refused = await admin('POST', `/api/admin/bookings/${bookingId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This booking is completed; only a pending, confirmed or in-progress booking can be cancelled');
    expect((await collections(api.db).bookings.findOne({ _id }))?.status).toBe('completed');
  });

  it('answers 404 for an unknown booking and 400 for an unknown status filter', async () => {
    expect((await admin('POST', `/api/admin/bookings/${new ObjectId().toHexString()}/cancel`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/bookings/not-an-id/cancel')).status).toBe(404);
    const bad = await admin('GET', '/api/admin/bookings?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid query parameter: status: must be one of open, pending/);
  });

  it('lets nobody but a signed-in admin list or cancel bookings', async () => {
    const { bookingId } = await hire();
    expect((await api.request('/api/admin/bookings')).status).toBe(401);
    expect((await api.request(`/api/admin/bookings/${bookingId}/cancel`, { method: 'POST' })).status).toBe(401);
    // A provider's dashboard access is no admin session either.
    const wrongCookie = await api.request(`/api/admin/bookings/${bookingId}/cancel`, { method: 'POST', headers: { cookie: 'll_session=forged' } });
    expect(wrongCookie.status).toBe(401);
    expect((await collections(api.db).bookings.findOne({ _id: new ObjectId(bookingId) }))?.status).toBe('pending');
  });
});
