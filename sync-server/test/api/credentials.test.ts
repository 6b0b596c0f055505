import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@ledgerlink/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>LedgerLink</title></head><body><div id="root"></div></body></html>';
const NOTE = 'Licence 12-3456 checked with the state board';

const jsonLdOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe('verified credentials', () => {
  let api: TestApi;
  let dist: string;
  let cookie = '';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
    api = await startTestApi({ pwaDist: dist });
    cookie = await signInAdmin(api);
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  const check = (id: string, certification: string, json: unknown, headers: Record<string, string> = { cookie }) =>
    api.request(`/api/admin/providers/${id}/credentials/${encodeURIComponent(certification)}`, { method: 'PATCH', json, headers });
  const claimant = async (overrides: Parameters<typeof providerDoc>[0] = {}) => {
    const [provider] = await insertProviders(api.db, [providerDoc({ certifications: ['cpa', 'quickbooks-pro'], otherCertifications: 'Enrolled Agent (EA), ACCA', ...overrides })]);
    return provider!;
  };

  it('needs an admin session', async () => {
    const provider = await claimant();
    expect((await check(provider._id.toHexString(), 'cpa', { verified: true }, {})).status).toBe(401);
  });

  it('marks a claimed certification verified with its date and note, and another unverifiable; the admin sees both', async () => {
    const provider = await claimant();
    const id = provider._id.toHexString();
    const before = Date.now();
    const verified = await check(id, 'cpa', { verified: true, note: NOTE });
    expect(verified.status).toBe(200);
    const unverifiable = API.admin.checkCredential.response.parse((await check(id, 'Enrolled Agent (EA)', { verified: false })).body);
    expect(unverifiable.credentials).toEqual([
      { certification: 'cpa', name: 'CPA', status: 'verified', checkedAt: expect.any(String), note: NOTE },
      { certification: 'quickbooks-pro', name: 'QuickBooks ProAdvisor', status: 'unchecked' },
      { certification: 'Enrolled Agent (EA)', name: 'Enrolled Agent (EA)', status: 'unverifiable', checkedAt: expect.any(String) },
      { certification: 'ACCA', name: 'ACCA', status: 'unchecked' },
    ]);
    expect(Date.parse(unverifiable.credentials[0]!.checkedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // The offline catalogue's next delta carries the change.
    const stored = await collections(api.db).bookkeepers.findOne({ _id: provider._id });
    expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(before);

    // A second check replaces the first.
    const changed = API.admin.checkCredential.response.parse((await check(id, 'cpa', { verified: false })).body);
    expect(changed.credentials[0]).toEqual({ certification: 'cpa', name: 'CPA', status: 'unverifiable', checkedAt: expect.any(String) });
  });

  it('answers 404 for a certification the provider does not claim or an unknown provider, 400 naming the bad field', async () => {
    const provider = await claimant();
    const id = provider._id.toHexString();
    const unclaimed = await check(id, 'xero-advisor', { verified: true });
    expect(unclaimed.status).toBe(404);
    expect(unclaimed.body.message).toMatch(/does not claim.*xero-advisor/);
    expect((await check('0123456789abcdef01234567', 'cpa', { verified: true })).status).toBe(404);
    const noFlag = await check(id, 'cpa', { note: 'x' });
    expect(noFlag.status).toBe(400);
    expect(noFlag.body.message).toMatch(/^verified: /);
    const longNote = await check(id, 'cpa', { verified: true, note: 'x'.repeat(501) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toMatch(/^note: /);
  });

  it('gives the public verified and self-reported credentials, never the note, in the API, the catalogue sync and the JSON-LD', async () => {
    const provider = await claimant({ username: 'verified_vera' });
    const id = provider._id.toHexString();
    await check(id, 'quickbooks-pro', { verified: true, note: NOTE });
    await check(id, 'ACCA', { verified: false, note: NOTE });

    const profile = await api.request(`/api/bookkeepers/${id}`);
    const { bookkeeper } = API.catalogue.byId.response.parse(profile.body);
    expect(bookkeeper.credentials).toEqual([
      { name: 'CPA' },
      { name: 'QuickBooks ProAdvisor', verifiedAt: expect.any(String) },
      { name: 'Enrolled Agent (EA)' },
      { name: 'ACCA' },
    ]);
    const sync = await api.request('/api/sync/catalogue?limit=1000');
    const synced = API.sync.catalogue.response.parse(sync.body).providers.find((entry) => entry.id === id);
    expect(synced?.credentials).toEqual(bookkeeper.credentials);
    for (const text of [JSON.stringify(profile.body), JSON.stringify(sync.body)]) {
      expect(text).not.toContain(NOTE);
      expect(text).not.toContain('credentialChecks');
      expect(text).not.toContain('unverifiable');
    }

    const page = await api.request('/@verified_vera');
    expect(page.body).not.toContain(NOTE);
    expect(jsonLdOf(page.body as string)?.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'certification', name: 'QuickBooks ProAdvisor', dateCreated: bookkeeper.credentials[1]!.verifiedAt!.slice(0, 10) },
    ]);
    await claimant({ username: 'self_reported_sam' });
    const selfReported = jsonLdOf((await api.request('/@self_reported_sam')).body as string);
    expect(selfReported).toMatchObject({ '@type': 'AccountingService' });
    expect(selfReported).not.toHaveProperty('hasCredential');
  });

  it('lists only providers with a verified credential for verified=true, in the listing and its figures', async () => {
    const [verified, unverifiable, unchecked] = await Promise.all([
      claimant({ city: 'Boise', location: 'Boise, United States' }),
      claimant({ city: 'Boise', location: 'Boise, United States' }),
      claimant({ city: 'Boise', location: 'Boise, United States' }),
    ]);
    await check(verified!._id.toHexString(), 'cpa', { verified: true });
    await check(unverifiable!._id.toHexString(), 'cpa', { verified: false });
    const ids = async (query: string) =>
      API.catalogue.list.response.parse((await api.request(`/api/bookkeepers?location=Boise${query}`)).body).bookkeepers.map((entry) => entry.id);
    expect(await ids('&verified=true')).toEqual([verified!._id.toHexString()]);
    expect((await ids('')).sort()).toEqual([verified!, unverifiable!, unchecked!].map((entry) => entry._id.toHexString()).sort());
    expect((await ids('&verified=false')).length).toBe(3);
    const stats = API.marketplace.stats.response.parse((await api.request('/api/marketplace/stats?location=Boise&verified=true')).body);
    expect(stats.total).toBe(1);
    const refused = await api.request('/api/bookkeepers?verified=yes');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/verified: must be true or false/);

    // An edit that drops the verified certification drops the provider from the filter too.
    await api.request(`/api/provider/${verified!._id.toHexString()}`, { method: 'PATCH', json: { certifications: ['quickbooks-pro'] }, headers: { cookie } });
    expect(await ids('&verified=true')).toEqual([]);
  });
});
