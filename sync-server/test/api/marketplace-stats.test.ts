import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

const inManchester = { city: 'Manchester', country: 'United Kingdom', location: 'Manchester, United Kingdom' } as const;

describe('GET /api/marketplace/stats', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await insertProviders(api.db, [
      providerDoc({ ...inManchester, services: ['payroll'], averageRating: 48, totalReviews: 20, hourlyRate: 120 }),
      providerDoc({ ...inManchester, services: ['payroll', 'bookkeeping'], averageRating: 40, totalReviews: 10, hourlyRate: 45 }),
      providerDoc({ ...inManchester, services: ['payroll'], providerType: 'firm', hourlyRate: undefined, monthlyStartingPrice: 300 }),
      // Not public: never counted, whatever their figures.
      providerDoc({ ...inManchester, services: ['payroll'], hourlyRate: 5, averageRating: 10, totalReviews: 99, isApproved: false }),
      providerDoc({ ...inManchester, services: ['payroll'], hourlyRate: 900, isActive: false }),
      providerDoc({ services: ['payroll'], hourlyRate: 70 }),
    ]);
    await collections(api.db).cities.insertOne({ _id: new ObjectId(), name: 'Manchester', countryId: new ObjectId(), country: 'United Kingdom', isActive: true, createdAt: new Date() });
  });
  afterAll(() => api.close());

  it('counts the public providers of a city and service, with the mean of their reviews and price ranges', async () => {
    const { status, body } = await api.request('/api/marketplace/stats?location=manchester&services=payroll');
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 3,
      reviewedProviders: 2,
      averageRating: (48 * 20 + 40 * 10) / 30, // over all 30 reviews
      totalReviews: 30,
      hourlyRate: { min: 45, max: 120 },
      monthlyStartingPrice: { min: 300, max: 300 },
    });
  });

  it('narrows by provider type and every service, as the listing does', async () => {
    expect((await api.request('/api/marketplace/stats?location=Manchester&providerType=firm')).body.total).toBe(1);
    expect((await api.request('/api/marketplace/stats?location=Manchester&services=payroll,bookkeeping')).body.total).toBe(1);
    expect((await api.request('/api/marketplace/stats?services=payroll')).body.total).toBe(4);
    expect((await api.request('/api/marketplace/stats?location=Leeds')).body).toMatchObject({ total: 0, averageRating: null, hourlyRate: null });
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    const { status, body } = await api.request('/api/marketplace/stats?providerType=robot');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('providerType');
  });
});
