import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { refreshRequestPage } from './request-refresh';
import { readCachedRequestPage } from './request-store';
import { fetchReplying, freshDb, hexId, provider } from '../../../test/factories';

const REQUEST = hexId(7);
const T0 = 1_700_000_000_000;

const match = (n: number, overrides: Record<string, unknown> = {}) => {
  const { id, fullName, businessName, providerType, location, averageRating, totalReviews, slug, username } = provider(n);
  return {
    leadId: hexId(100 + n),
    status: 'new',
    state: 'Waiting for a reply (22 h left)',
    provider: { id, fullName, businessName, providerType, location, averageRating, totalReviews, slug, username },
    score: 80,
    breakdown: { services: 35, location: 20 },
    respondBy: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    replaced: false,
    ...overrides,
  };
};

const answer = (matches = [match(1), match(2, { status: 'passed', state: 'Passed' })]) => ({
  status: 200,
  body: {
    success: true,
    request: { id: REQUEST, kind: 'questionnaire', services: ['Income tax'], country: 'United Kingdom', contact: { email: 'me@example.com' }, createdAt: '2026-11-27T09:00:00.000Z' },
    matches,
  },
});

async function refreshed() {
  const db = freshDb();
  const { fetch, calls } = fetchReplying(answer());
  expect(await refreshRequestPage(db, REQUEST, { fetch, now: () => T0 })).toBe('refreshed');
  return { db, calls };
}

describe('request page offline copy', () => {
  it('reads the page with the session cookie and stores what was asked and every match', async () => {
    const { db, calls } = await refreshed();
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', `/api/requests/${REQUEST}`]]);
    const cached = await readCachedRequestPage(db, REQUEST);
    expect(cached).toMatchObject({ request: { id: REQUEST, services: ['Income tax'] }, refreshedAt: T0 });
    expect(cached?.matches.map((m) => [m.provider.fullName, m.status])).toEqual([
      ['Provider 1', 'new'],
      ['Provider 2', 'passed'],
    ]);
  });

  it('keeps the last copy when the server cannot be reached, or answers something unreadable', async () => {
    const { db } = await refreshed();
    expect(await refreshRequestPage(db, REQUEST, { fetch: fetchReplying('network-error').fetch })).toBe('offline');
    expect(await refreshRequestPage(db, REQUEST, { fetch: fetchReplying({ status: 500, body: { message: 'Internal error' } }).fetch })).toBe('failed');
    expect(await refreshRequestPage(db, REQUEST, { fetch: fetchReplying({ status: 200, body: { success: true } }).fetch })).toBe('failed');
    expect((await readCachedRequestPage(db, REQUEST))?.matches).toHaveLength(2);
  });

  it('never stores an answer about another request under this one', async () => {
    const db = freshDb();
    const other = answer();
    (other.body.request as { id: string }).id = hexId(8);
    expect(await refreshRequestPage(db, REQUEST, { fetch: fetchReplying(other).fetch })).toBe('failed');
    expect(await readCachedRequestPage(db, REQUEST)).toBeUndefined();
  });

  it('forgets the copy when the server says this device has no access', async () => {
    const { db } = await refreshed();
    expect(await refreshRequestPage(db, REQUEST, { fetch: fetchReplying({ status: 401, body: { message: 'Open the link from your email again' } }).fetch })).toBe('no-access');
    expect(await readCachedRequestPage(db, REQUEST)).toBeUndefined();
    expect(await db.requestPages.count()).toBe(0);
  });

  it('drops a corrupt row instead of showing it', async () => {
    const db = freshDb();
    await db.requestPages.put({ id: REQUEST, request: { id: REQUEST }, matches: [{ status: 'maybe' }], refreshedAt: T0 } as never);
    expect(await readCachedRequestPage(db, REQUEST)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await db.requestPages.count()).toBe(0);
  });
});
