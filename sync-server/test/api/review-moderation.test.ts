import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, ratingSummary } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { DASHBOARD_KEY_HEADER } from '../../src/http/dashboard-key';
import { DASHBOARD_ACCESS_REFUSED } from '../../src/services/dashboard-access';
import { REVIEW_ALREADY_REPLIED, REVIEW_NOT_OF_PROVIDER } from '../../src/services/provider-reviews';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

const REASON = 'Written by the professional about their own firm';

// A built app shell, so profile addresses answer with their server-written head and JSON-LD.
const BUILT_INDEX = '<!doctype html><html lang="en"><head><title>LedgerLink</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

/** An admin hides a review with a reason; the provider sees it and replies once to each review. */
describe('review moderation and replies', () => {
  let api: TestApi;
  let cookie: string;
  let dist: string;
  let n = 0;
  const c = () => collections(api.db);

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await writeFile(path.join(dist, 'index.html'), BUILT_INDEX);
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
    api = await startTestApi({ pwaDist: dist });
    cookie = await signInAdmin(api);
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** A provider with a dashboard key and stored reviews of these ratings, newest last, its figures as the seed leaves them (no `ratingSum`). */
  async function providerWithReviews(ratings: number[]) {
    n += 1;
    const key = `moderation-key-${n}-${'k'.repeat(30)}`;
    const { totalReviews, averageRating } = ratingSummary(ratings.map((rating) => ({ rating: String(rating) })));
    const [provider] = await insertProviders(api.db, [providerDoc({ dashboardKey: key, totalReviews, averageRating })]);
    const reviewIds = ratings.map(() => new ObjectId());
    // Stored as the seed stores them, before reviews had a source.
    await api.db.collection('reviews').insertMany(
      ratings.map((rating, index) => ({
        _id: reviewIds[index]!,
        bookkeeperId: provider!._id,
        rating: String(rating),
        title: `Review ${index + 1}`,
        comment: `Comment of review ${index + 1}.`,
        createdAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
    );
    return { provider: provider!, id: provider!._id.toHexString(), key, reviewIds: reviewIds.map((one) => one.toHexString()) };
  }

  const moderate = (reviewId: string, json: unknown, headers: Record<string, string> = { cookie }) =>
    api.request(`/api/admin/reviews/${reviewId}`, { method: 'PATCH', json, headers });
  const adminList = (query: string, headers: Record<string, string> = { cookie }) => api.request(`/api/admin/reviews?${query}`, { headers });
  const providerReviews = (id: string, headers: Record<string, string>) => api.request(`/api/bookkeeper/${id}/reviews`, { headers });
  const reply = (id: string, reviewId: string, json: unknown, headers: Record<string, string>) =>
    api.request(`/api/bookkeeper/${id}/reviews/${reviewId}/reply`, { method: 'POST', json, headers });
  const profile = async (id: string) => (await api.request(`/api/bookkeepers/${id}`)).body as { bookkeeper: { averageRating: number; totalReviews: number }; reviews: Record<string, unknown>[] };
  const figures = async (id: ObjectId) => {
    const stored = await c().bookkeepers.findOne({ _id: id });
    return { averageRating: stored!.averageRating, totalReviews: stored!.totalReviews, updatedAt: stored!.updatedAt };
  };

  it('refuses without an admin session or dashboard access, with the one 401 of each', async () => {
    const { id, reviewIds } = await providerWithReviews([4]);
    expect((await moderate(reviewIds[0]!, { hidden: true, reason: REASON }, {})).status).toBe(401);
    expect((await adminList('status=visible', {})).status).toBe(401);
    const other = await providerWithReviews([5]);
    for (const headers of [{}, { [DASHBOARD_KEY_HEADER]: other.key }] as Record<string, string>[]) {
      expect(await providerReviews(id, headers)).toMatchObject({ status: 401, body: { message: DASHBOARD_ACCESS_REFUSED } });
      expect(await reply(id, reviewIds[0]!, { reply: 'Thank you!' }, headers)).toMatchObject({ status: 401, body: { message: DASHBOARD_ACCESS_REFUSED } });
    }
    expect(await providerReviews('not-an-id', {})).toMatchObject({ status: 401, body: { message: DASHBOARD_ACCESS_REFUSED } });
    expect(await c().reviews.countDocuments({ 'reply.text': 'Thank you!' })).toBe(0);
  });

  it('refuses a hide without a reason, naming the field, and changes nothing', async () => {
    const { provider, reviewIds } = await providerWithReviews([5, 1]);
    const before = await figures(provider._id);
    for (const body of [{ hidden: true }, { hidden: true, reason: 'no' }, { hidden: true, reason: 'x'.repeat(501) }]) {
      const refused = await moderate(reviewIds[1]!, body);
      expect(refused.status).toBe(400);
      expect((refused.body.errors as { path: string }[]).map((error) => error.path)).toEqual(['reason']);
    }
    const noFlag = await moderate(reviewIds[1]!, { reason: REASON });
    expect(noFlag.status).toBe(400);
    expect((noFlag.body.errors as { path: string }[]).map((error) => error.path)).toContain('hidden');
    expect(await moderate(new ObjectId().toHexString(), { hidden: true, reason: REASON })).toMatchObject({ status: 404 });
    expect(await figures(provider._id)).toEqual(before);
  });

  it('takes a hidden review out of the figures and public reads once, however often it is sent, and puts it back once', async () => {
    const { provider, id, key, reviewIds } = await providerWithReviews([5, 4, 4, 1]);
    // 5 + 4 + 4 + 1 = 14 stars over 4 reviews = 3.5 -> 35 on the 0-50 scale.
    expect(await profile(id)).toMatchObject({ bookkeeper: { averageRating: 35, totalReviews: 4 } });
    const before = await figures(provider._id);

    const hidden = await moderate(reviewIds[3]!, { hidden: true, reason: REASON });
    expect(hidden.status).toBe(200);
    expect(hidden.body.review).toMatchObject({ id: reviewIds[3], hiddenReason: REASON, hiddenAt: expect.any(String), provider: { id, fullName: provider.fullName, profilePath: `/@${provider.username}` } });
    // 5 + 4 + 4 = 13 stars over 3 = 4.33 -> 43.
    const afterHide = await figures(provider._id);
    expect(afterHide).toMatchObject({ averageRating: 43, totalReviews: 3 });
    expect(afterHide.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Sent again (a retry, a second click, a new reason): the figures stay.
    expect((await moderate(reviewIds[3]!, { hidden: true, reason: REASON })).status).toBe(200);
    expect((await moderate(reviewIds[3]!, { hidden: true, reason: 'Copied from another site' })).body.review.hiddenReason).toBe('Copied from another site');
    expect(await figures(provider._id)).toMatchObject({ averageRating: 43, totalReviews: 3 });

    // Gone from the profile, its figures the recomputed ones; the reason is nowhere public.
    const shown = await profile(id);
    expect(shown.bookkeeper).toMatchObject({ averageRating: 43, totalReviews: 3 });
    expect(shown.reviews.map((review) => review.id)).not.toContain(reviewIds[3]);
    expect(JSON.stringify(shown)).not.toContain('Copied from another site');
    expect(JSON.stringify(shown)).not.toContain('hiddenReason');
    const page = await api.request(`/@${provider.username}`);
    expect(jsonLdOf(page.body as string).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, bestRating: 5, reviewCount: 3 });
    expect(page.body).not.toContain('Copied from another site');

    // The provider sees it, with the reason; the admin lists it among the hidden ones.
    const own = API.providerReviews.list.response.parse((await providerReviews(id, { [DASHBOARD_KEY_HEADER]: key })).body);
    expect(own.reviews.map((review) => review.id)).toEqual([...reviewIds].reverse());
    expect(own.reviews[0]).toMatchObject({ id: reviewIds[3], hiddenReason: 'Copied from another site', hiddenAt: expect.any(String) });
    expect(own.reviews[1]!.hiddenAt).toBeUndefined();
    const hiddenList = await adminList('status=hidden');
    expect((hiddenList.body.reviews as { id: string }[]).map((review) => review.id)).toContain(reviewIds[3]);
    expect((((await adminList('status=visible')).body.reviews) as { id: string }[]).map((review) => review.id)).not.toContain(reviewIds[3]);

    // Shown again, twice: back in the figures once, and on the profile.
    expect((await moderate(reviewIds[3]!, { hidden: false })).status).toBe(200);
    expect((await moderate(reviewIds[3]!, { hidden: false })).status).toBe(200);
    expect(await figures(provider._id)).toMatchObject({ averageRating: 35, totalReviews: 4 });
    expect((await profile(id)).reviews.map((review) => review.id)).toContain(reviewIds[3]);
  });

  it('keeps the figures right when hides and shows of several reviews arrive together', async () => {
    const { provider, reviewIds } = await providerWithReviews([5, 5, 3, 2, 1]);
    await Promise.all([0, 2, 4, 2, 0].map((index) => moderate(reviewIds[index]!, { hidden: true, reason: REASON })));
    // Left: 5 + 2 = 7 stars over 2 = 3.5 -> 35.
    expect(await figures(provider._id)).toMatchObject({ averageRating: 35, totalReviews: 2 });
    await Promise.all([0, 4, 0].map((index) => moderate(reviewIds[index]!, { hidden: false })));
    // Left hidden: the 3. 5 + 5 + 2 + 1 = 13 over 4 = 3.25 -> 33.
    expect(await figures(provider._id)).toMatchObject({ averageRating: 33, totalReviews: 4 });

    // Hides and shows of one review crossing each other: the figures follow whichever stuck.
    await Promise.all([false, true, false, true, false, true].map((hidden) => moderate(reviewIds[1]!, hidden ? { hidden, reason: REASON } : { hidden })));
    const stuck = await c().reviews.findOne({ _id: new ObjectId(reviewIds[1]) });
    expect(await figures(provider._id)).toMatchObject(stuck!.hiddenAt ? { averageRating: 27, totalReviews: 3 } : { averageRating: 33, totalReviews: 4 });
  });

  it('takes one reply per review from its provider, shows it on the profile, and answers a retry the same', async () => {
    const { id, key, reviewIds } = await providerWithReviews([5, 2]);
    const headers = { [DASHBOARD_KEY_HEADER]: key };
    const other = await providerWithReviews([3]);

    const tooShort = await reply(id, reviewIds[1]!, { reply: 'x' }, headers);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toContainEqual({ path: 'reply', message: 'Reply must be at least 2 characters' });
    expect(await reply(id, other.reviewIds[0]!, { reply: 'Not mine to answer.' }, headers)).toMatchObject({ status: 404, body: { message: REVIEW_NOT_OF_PROVIDER } });

    const keyed = { ...headers, 'Idempotency-Key': 'reply-000000001' };
    const first = await reply(id, reviewIds[1]!, { reply: 'Sorry about the delay, we have since added a second bookkeeper.' }, keyed);
    expect(first.status).toBe(201);
    expect(first.body.review.reply).toEqual({ text: 'Sorry about the delay, we have since added a second bookkeeper.', repliedAt: expect.any(String) });
    expect(await reply(id, reviewIds[1]!, { reply: 'Sorry about the delay, we have since added a second bookkeeper.' }, keyed)).toMatchObject({ status: 201, body: first.body });

    const second = await reply(id, reviewIds[1]!, { reply: 'Another answer.' }, headers);
    expect(second).toMatchObject({ status: 409, body: { message: REVIEW_ALREADY_REPLIED } });

    const shown = await profile(id);
    expect(shown.reviews.find((review) => review.id === reviewIds[1])).toMatchObject({ reply: first.body.review.reply });
    expect(shown.reviews.find((review) => review.id === reviewIds[0])!.reply).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain('Another answer');
    expect((await c().reviews.findOne({ _id: new ObjectId(reviewIds[1]) }))!.reply!.text).toContain('Sorry about the delay');
  });
});
