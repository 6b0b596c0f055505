import { createHash, randomUUID } from 'node:crypto';
import { customerOnboardingRequestSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { collections } from '../../src/db/collections';
import type { BookingDoc } from '../../src/db/documents';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest, validProviderRegistration, validQuestionnaire } from '../support/factories';

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

  it('never replays a stored lead update to anyone but its provider', async () => {
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

  describe('a retry after a crash', () => {
    /**
     * The claim a run left behind when its process died ('running', older than STALE_CLAIM_MS) or
     * after a 5xx ('released'), with the request hashed as http/idempotency.ts hashes it.
     */
    async function leftClaim(path: string, key: string, body: unknown, state: 'running' | 'released'): Promise<ObjectId> {
      const resourceId = new ObjectId();
      const requestHash = createHash('sha256').update(`POST ${path}\n${JSON.stringify(body)}`).digest('hex');
      const createdAt = new Date(Date.now() - (state === 'running' ? 61_000 : 0));
      await api.db.collection('idempotencyKeys').insertOne({ _id: `anonymous:${key}` as never, requestHash, state, resourceId, createdAt });
      return resourceId;
    }
    const send = (path: string, key: string, json: unknown) => api.request(path, { method: 'POST', json, headers: { 'Idempotency-Key': key } });

    it('answers with the questionnaire its first run stored and completes the match, writing no second one', async () => {
      const providers = await insertProviders(api.db, [0, 1, 2, 3].map(() => providerDoc({ services: ['bookkeeping', 'tax-prep'] })));
      const key = randomUUID();
      const body = validQuestionnaire({ email: 'crashed@shop.example' });
      const resourceId = await leftClaim('/api/customer-onboarding', key, body, 'running');
      // The first run stored the questionnaire and one lead, then died before the lead's notice.
      await collections(api.db).customerOnboardings.insertOne({ ...customerOnboardingRequestSchema.parse(body), _id: resourceId, status: 'pending', createdAt: new Date() });
      const first = { ...leadDoc(providers[3]!._id, new ObjectId()), businessId: undefined, onboardingId: resourceId, source: 'questionnaire' as const, matchScore: 50 };
      await collections(api.db).leads.insertOne(first);

      const retry = await send('/api/customer-onboarding', key, body);
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ id: resourceId.toHexString(), matched: 3 });
      expect(await collections(api.db).customerOnboardings.countDocuments({ email: 'crashed@shop.example' })).toBe(1);
      expect(await collections(api.db).customerOnboardings.findOne({ _id: resourceId })).toMatchObject({ status: 'matched' });
      // The first run's lead stays and is one of the 1-3; each lead is noticed once, the customer mailed once.
      const leads = await collections(api.db).leads.find({ onboardingId: resourceId }).toArray();
      expect(leads).toHaveLength(3);
      expect(leads.filter((lead) => lead.bookkeeperId.equals(providers[3]!._id))).toEqual([expect.objectContaining({ _id: first._id, notifiedAt: expect.any(Date) })]);
      expect(await collections(api.db).outbox.countDocuments({ to: 'crashed@shop.example' })).toBe(1);
      expect(await collections(api.db).outbox.countDocuments({ key: { $in: leads.map((lead) => `lead:${lead._id.toHexString()}`) } })).toBe(3);
      expect(await send('/api/customer-onboarding', key, body)).toMatchObject({ status: 201, body: retry.body });
    });

    it('tells a retry during a running first request to come back (409 with Retry-After), unlike a domain conflict', async () => {
      const key = randomUUID();
      const body = { ...validBusinessRequest(), companyName: 'Still Running Ltd' };
      await leftClaim('/api/business/register', key, body, 'running');
      await api.db.collection('idempotencyKeys').updateOne({ _id: `anonymous:${key}` as never }, { $set: { createdAt: new Date() } });
      const running = await send('/api/business/register', key, body);
      expect(running.status).toBe(409);
      expect(running.headers.get('retry-after')).toBe('2');
      expect(await collections(api.db).businesses.countDocuments({ companyName: 'Still Running Ltd' })).toBe(0);
    });

    it('gives a request its claim\'s id, so a run that died right after claiming leaves nothing to find twice', async () => {
      const key = randomUUID();
      const body = { ...validBusinessRequest(), companyName: 'Claimed Only Ltd', purpose: 'hire' };
      const resourceId = await leftClaim('/api/business/register', key, body, 'running');
      const retry = await send('/api/business/register', key, body);
      expect(retry).toMatchObject({ status: 201, body: { businessId: resourceId.toHexString(), matched: 0 } });
      expect(await collections(api.db).businesses.countDocuments({ companyName: 'Claimed Only Ltd' })).toBe(1);
    });

    it('answers a booking released after a 5xx with the booking already stored, making its lead once', async () => {
      const [provider] = await insertProviders(api.db, [providerDoc()]);
      const business = businessDoc({ companyName: 'Released Booking Co' });
      await collections(api.db).businesses.insertOne(business);
      const key = randomUUID();
      const body = { bookkeeperId: provider!._id.toHexString(), businessId: business._id.toHexString(), startDate: '2099-12-01' };
      const resourceId = await leftClaim('/api/bookings', key, body, 'released');
      const now = new Date();
      const booking: BookingDoc = {
        _id: resourceId,
        bookkeeperId: provider!._id,
        businessId: business._id,
        status: 'pending',
        serviceType: 'Bookkeeping',
        startDate: new Date('2099-12-01'),
        description: 'Booking request',
        createdAt: now,
        updatedAt: now,
      } as BookingDoc;
      await collections(api.db).bookings.insertOne(booking);

      const retry = await send('/api/bookings', key, body);
      expect(retry).toMatchObject({ status: 201, body: { bookingId: resourceId.toHexString() } });
      expect(await collections(api.db).bookings.countDocuments({ businessId: business._id })).toBe(1);
      const leads = await collections(api.db).leads.find({ businessId: business._id }).toArray();
      expect(leads).toEqual([expect.objectContaining({ bookkeeperId: provider!._id, status: 'new', notifiedAt: expect.any(Date) })]);
      expect(await collections(api.db).outbox.countDocuments({ key: `lead:${leads[0]!._id.toHexString()}` })).toBe(1);
    });

    it('answers a provider registration with the provider its first run stored, not "username taken"', async () => {
      const key = randomUUID();
      const registration = validProviderRegistration();
      const resourceId = await leftClaim('/api/bookkeeper/register', key, registration, 'running');
      const username = registration.username.toLowerCase();
      await insertProviders(api.db, [providerDoc({ _id: resourceId, username, email: registration.email, slug: `crashed-${username}`, isApproved: false })]);

      const retry = await send('/api/bookkeeper/register', key, registration);
      expect(retry.status).toBe(201);
      expect(retry.body.bookkeeper).toMatchObject({ id: resourceId.toHexString(), username });
      expect(await collections(api.db).bookkeepers.countDocuments({ email: registration.email })).toBe(1);
      // Another key with the same details is still a different registration: the usual 409.
      expect((await send('/api/bookkeeper/register', randomUUID(), registration)).status).toBe(409);
    });
  });
});
