import { formatRating, MIN_REPLIES_FOR_MEDIAN, siteStatsSchema } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import type { BookkeeperDoc } from '../../src/db/documents';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, leadDoc, providerDoc } from '../support/factories';

const HOUR = 60 * 60 * 1000;

describe('GET /api/stats', () => {
  let api: TestApi;
  let a: BookkeeperDoc | undefined;
  let b: BookkeeperDoc | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    let hidden: BookkeeperDoc | undefined;
    [a, b, , hidden] = await insertProviders(api.db, [
      providerDoc({ country: 'United Kingdom', averageRating: 48, totalReviews: 20 }),
      providerDoc({ country: 'Canada', averageRating: 40, totalReviews: 10 }),
      providerDoc({ country: 'Canada', totalReviews: 0, averageRating: 0 }),
      // Not listed: never counted, whatever their figures or country.
      providerDoc({ country: 'Australia', averageRating: 10, totalReviews: 99, isApproved: false }),
      providerDoc({ country: 'Germany', isActive: false }),
    ]);
    // Matching offered requests 12 times: 11 answered after 1..11 hours (median 6 h), one still new;
    // a booking (the customer's own choice) is no match and its reply does not count.
    const created = new Date('2026-11-01T08:00:00Z');
    const leads = Array.from({ length: MIN_REPLIES_FOR_MEDIAN + 1 }, (_, n) =>
      leadDoc(a!._id, new ObjectId(), { source: 'business-request', status: 'contacted', createdAt: created, respondedAt: new Date(created.getTime() + (n + 1) * HOUR) }),
    );
    leads.push(leadDoc(b!._id, new ObjectId(), { source: 'questionnaire', status: 'new', createdAt: created }));
    leads.push(leadDoc(b!._id, new ObjectId(), { source: 'booking', status: 'contacted', createdAt: created, respondedAt: new Date(created.getTime() + 100 * HOUR) }));
    await collections(api.db).leads.insertMany(leads);
    // The reviews the home page may quote: good ones of listed professionals, verified clients' first.
    const review = (bookkeeperId: ObjectId, rating: string, day: number, extra: object = {}) => ({
      _id: new ObjectId(),
      bookkeeperId,
      rating,
      title: `Review of ${rating} stars`,
      comment: `Written on day ${day}.`,
      createdAt: new Date(Date.UTC(2026, 9, day)),
      ...extra,
    });
    await api.db.collection('reviews').insertMany([
      review(a!._id, '5', 1, { source: 'client', verifiedClient: true, engagedAt: new Date('2026-09-20T00:00:00Z') }),
      review(a!._id, '4', 10, { source: 'imported', verifiedClient: false }),
      review(b!._id, '5', 9),
      review(b!._id, '3', 20), // too few stars to quote
      review(b!._id, '5', 21, { hiddenAt: new Date(), hiddenReason: 'Not about this professional' }),
      review(hidden!._id, '5', 22), // its professional is not listed
    ]);
  });
  afterAll(() => api.close());

  it('counts the listed professionals, their countries and reviews, the matches made and the median first reply', async () => {
    const { status, body } = await api.request('/api/stats');
    expect(status).toBe(200);
    expect(siteStatsSchema.parse(body)).toEqual({
      professionals: 3,
      countries: 2,
      averageRating: 4.5, // the mean of all 30 reviews ((48 x 20 + 40 x 10) / 30 = 45.3 of 50), as the marketplace's
      totalReviews: 30,
      matchesMade: 12,
      medianResponseHours: 6,
      recentReviews: [
        expect.objectContaining({ comment: 'Written on day 1.', rating: '5', verifiedClient: true, engagedAt: '2026-09-20T00:00:00.000Z', professional: { fullName: a!.fullName, profilePath: `/@${a!.username}` } }),
        expect.objectContaining({ comment: 'Written on day 10.', rating: '4', verifiedClient: false }),
        expect.objectContaining({ comment: 'Written on day 9.', rating: '5', verifiedClient: false, professional: { fullName: b!.fullName, profilePath: `/@${b!.username}` } }),
      ],
    });
    // The same rating the marketplace states for the same professionals, as it reads.
    expect(formatRating((await api.request('/api/marketplace/stats')).body.averageRating)).toBe(body.averageRating.toFixed(1));
  });

  it('states no median from too few replies', async () => {
    const fresh = await startTestApi();
    try {
      const [provider] = await insertProviders(fresh.db, [providerDoc()]);
      const replied = new Date();
      await collections(fresh.db).leads.insertMany(
        Array.from({ length: MIN_REPLIES_FOR_MEDIAN - 1 }, () => leadDoc(provider!._id, new ObjectId(), { source: 'questionnaire', status: 'contacted', respondedAt: replied })),
      );
      expect((await fresh.request('/api/stats')).body).toMatchObject({ professionals: 1, matchesMade: MIN_REPLIES_FOR_MEDIAN - 1, medianResponseHours: null });
    } finally {
      await fresh.close();
    }
  });
});
