import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { ensureAdminUser } from '../../src/services/admin-user';
import { ObjectId } from 'mongodb';
import { collections } from '../../src/db/collections';
import type { TestApi } from '../support/api-server';
import { startInstances } from '../support/instances';
import { validBusinessRequest } from '../support/factories';
import { expiryJobOf, hoursFromNow, leadsOfRequest, openLeads, rankedProviders } from '../support/lead-expiry';

/** Instances behind a load balancer share one database and so share every limit. */
describe('two server instances on one database', () => {
  let running: Awaited<ReturnType<typeof startInstances>> | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  async function twoInstances(writeLimitPerMinute: number): Promise<[TestApi, TestApi]> {
    running = await startInstances(2, { writeLimitPerMinute });
    return [running[0]!, running[1]!];
  }

  it('count public writes from one address against one limit, in a TTL-indexed collection', async () => {
    const [first, second] = await twoInstances(4);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await instance.request('/api/business/register', { method: 'POST', json: validBusinessRequest() })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const indexes = await first.db.collection('rateLimits').indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expire: 1 }, expireAfterSeconds: 0 }));
  });

  it('count failed sign-ins on either instance towards the same throttle', async () => {
    const [first, second] = await twoInstances(1_000);
    const config = readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'correct horse battery', SEED: 'none' });
    await ensureAdminUser(first.db, config);
    const login = (instance: TestApi, password: string) =>
      instance.request('/api/auth/login', { method: 'POST', json: { username: 'boss', password } });
    for (let i = 0; i < 10; i += 1) expect((await login(i % 2 === 0 ? first : second, `guess-${i}`)).status).toBe(401);
    for (const instance of [first, second]) {
      const refused = await login(instance, 'correct horse battery');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('run the lead expiry job at once without expiring a lead twice or offering a request to anyone twice', async () => {
    const [first, second] = await twoInstances(1_000);
    await rankedProviders(first.db, 9);
    const requests: ObjectId[] = [];
    for (const [index, instance] of [first, second, first].entries()) {
      // Three customers: one email sending the same request again would get the first one back.
      const { body } = await instance.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email: `customer${index}@example.com` } });
      expect(body.matched).toBe(3);
      requests.push(new ObjectId(body.businessId as string));
    }

    const runAt = hoursFromNow(25);
    const runs = await Promise.all([expiryJobOf(first.context).runOnce(runAt), expiryJobOf(second.context).runOnce(runAt)]);
    expect(runs[0]!.expired + runs[1]!.expired).toBe(9);
    expect(runs[0]!.rerouted + runs[1]!.rerouted).toBe(9);

    const { leads, outbox } = collections(first.db);
    for (const requestId of requests) {
      const all = await leadsOfRequest(first.db, requestId);
      expect(all).toHaveLength(6);
      expect(openLeads(all)).toHaveLength(3);
      expect(new Set(all.map((lead) => lead.bookkeeperId.toHexString())).size).toBe(6);
      const replaced = all.filter((lead) => lead.replacesLeadId).map((lead) => lead.replacesLeadId!.toHexString());
      expect(new Set(replaced)).toEqual(new Set(all.filter((lead) => lead.expiredAt).map((lead) => lead._id.toHexString())));
    }
    // One new-lead notice per lead, and the customer heard only about the first match of each request.
    const newLeads = await leads.countDocuments();
    expect(await outbox.countDocuments({ subject: 'New lead on LedgerLink' })).toBe(newLeads);
    expect(await outbox.countDocuments({ to: /^customer\d@example\.com$/ })).toBe(requests.length);
  });
});
