import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { hashStoredDashboardKeys } from '../../src/services/dashboard-access';
import { ConflictError } from '../../src/services/domain-errors';
import { changeLeadStatus } from '../../src/services/provider-leads';
import { startTestApi, type TestApi } from '../support/api-server';
import { businessDoc, insertProviders, leadDoc, providerDoc } from '../support/factories';

describe('lead status over HTTP', () => {
  let api: TestApi;
  const key = 'provider-secret-key-0123456789abcdef';
  let providerId: string;
  let businessId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: key })]);
    const business = businessDoc({ companyName: 'Lead Co' });
    await collections(api.db).businesses.insertOne(business);
    providerId = provider!._id.toHexString();
    businessId = business._id.toHexString();
  });
  afterAll(() => api.close());

  async function newLead(): Promise<string> {
    const doc = leadDoc(
      (await collections(api.db).bookkeepers.findOne({}))!._id,
      (await collections(api.db).businesses.findOne({}))!._id,
    );
    await collections(api.db).leads.insertOne(doc);
    return doc._id.toHexString();
  }
  const patch = (id: string, json: unknown) =>
    api.request(`/api/lead/${id}`, { method: 'PATCH', json, headers: { [DASHBOARD_KEY_HEADER]: key } });

  it('refuses new -> won with 409 and leaves the lead unchanged', async () => {
    const id = await newLead();
    const { status, body } = await patch(id, { status: 'won' });
    expect(status).toBe(409);
    expect(Object.keys(body).sort()).toEqual(['lead', 'message']);
    expect(body.lead).toMatchObject({ id, status: 'new' });
    const stored = await api.request(`/api/lead/${id}`, { headers: { [DASHBOARD_KEY_HEADER]: key } });
    expect(stored.body.lead.status).toBe('new');
  });

  it('allows new -> contacted -> won', async () => {
    const id = await newLead();
    const contacted = await patch(id, { status: 'contacted', from: 'new' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.lead.status).toBe('contacted');
    expect(contacted.body.lead.respondedAt).toEqual(expect.any(String));
    const won = await patch(id, { status: 'won', from: 'contacted' });
    expect(won.status).toBe(200);
    expect(won.body.lead.status).toBe('won');
  });

  it('treats the same status again as a no-op success', async () => {
    const id = await newLead();
    await patch(id, { status: 'passed' });
    const again = await patch(id, { status: 'passed' });
    expect(again.status).toBe(200);
    expect(again.body.lead.status).toBe('passed');
  });

  it('refuses a stale `from` with 409 and the current lead', async () => {
    const id = await newLead();
    await patch(id, { status: 'contacted', from: 'new' });
    const stale = await patch(id, { status: 'passed', from: 'new' });
    expect(stale.status).toBe(409);
    expect(stale.body.lead.status).toBe('contacted');
  });

  it('answers a keyed change retried after a crash as its first run did', async () => {
    const id = await newLead();
    const idempotencyKey = randomUUID();
    const send = () =>
      api.request(`/api/lead/${id}`, { method: 'PATCH', json: { status: 'contacted', from: 'new' }, headers: { [DASHBOARD_KEY_HEADER]: key, 'Idempotency-Key': idempotencyKey } });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.lead).not.toHaveProperty('lastChangeId');
    // The process died before storing the answer: the claim is left 'running', then goes stale.
    await api.db.collection('idempotencyKeys').updateOne({ _id: `provider:${providerId}:${idempotencyKey}` as never }, { $set: { state: 'running', createdAt: new Date(Date.now() - 61_000) }, $unset: { status: '', body: '' } });
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.body.lead).toEqual(first.body.lead);

    // Two runs of one key that both saw the lead as new (a stale claim taken over while its first run
    // still ran): the compare-and-set lets one write, and the other answers with what it wrote.
    const other = await newLead();
    const { leads } = collections(api.db);
    const seen = (await leads.findOne({ _id: new ObjectId(other) }))!;
    const changeId = new ObjectId();
    const deps = { collections: collections(api.db), publicUrl: api.context.publicUrl };
    const applied = await changeLeadStatus(deps, seen, { status: 'contacted', from: 'new' }, changeId);
    expect(applied).toMatchObject({ status: 'contacted', lastChangeId: changeId });
    expect(await changeLeadStatus(deps, seen, { status: 'contacted', from: 'new' }, changeId)).toEqual(applied);
    // Any other request that saw it as new still gets the 409.
    await expect(changeLeadStatus(deps, seen, { status: 'contacted', from: 'new' }, new ObjectId())).rejects.toBeInstanceOf(ConflictError);
    await expect(changeLeadStatus(deps, seen, { status: 'contacted', from: 'new' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses an operator object or unknown status with 400', async () => {
    const id = await newLead();
    expect((await patch(id, { status: { $ne: 'x' } })).status).toBe(400);
    expect((await patch(id, { status: 'archived' })).status).toBe(400);
  });

  it('needs the dashboard key for leads', async () => {
    const id = await newLead();
    expect((await api.request(`/api/lead/${id}`)).status).toBe(401);
    expect((await api.request(`/api/lead/${id}`, { headers: { [DASHBOARD_KEY_HEADER]: 'wrong' } })).status).toBe(401);
    expect((await api.request(`/api/bookkeeper/${providerId}/leads`)).status).toBe(401);
  });

  it('lists the provider leads with business details, newest first', async () => {
    const { status, body } = await api.request(`/api/bookkeeper/${providerId}/leads?key=${key}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.leads.length).toBeGreaterThan(0);
    expect(body.leads[0].business).toMatchObject({ id: businessId, companyName: 'Lead Co' });
  });

  it('keeps a key stored in plain by an earlier version working, with only its hash left behind', async () => {
    const legacyKey = 'legacy-plain-dashboard-key-0000001';
    const [legacy] = await insertProviders(api.db, [providerDoc()]);
    const { bookkeepers } = collections(api.db);
    await bookkeepers.updateOne({ _id: legacy!._id }, { $set: { dashboardKey: legacyKey } } as never);
    const leadsOf = () => api.request(`/api/bookkeeper/${legacy!._id.toHexString()}/leads`, { headers: { [DASHBOARD_KEY_HEADER]: legacyKey } });
    expect((await leadsOf()).status).toBe(401);

    expect(await hashStoredDashboardKeys(bookkeepers)).toBe(1);
    const stored = await bookkeepers.findOne({ _id: legacy!._id });
    expect(JSON.stringify(stored)).not.toContain(legacyKey);
    expect((await leadsOf()).status).toBe(200);
    expect(await hashStoredDashboardKeys(bookkeepers)).toBe(0);
  });
});
