import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

describe('GET /api/bookkeepers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const docs = [];
    // 120 approved firms, 30 approved individuals, 10 pending firms, 5 rejected firms.
    for (let i = 0; i < 120; i += 1) docs.push(providerDoc({ providerType: 'firm', averageRating: i % 51, totalReviews: i }));
    for (let i = 0; i < 30; i += 1) docs.push(providerDoc({ providerType: 'individual', city: 'Toronto', country: 'Canada' }));
    for (let i = 0; i < 10; i += 1) docs.push(providerDoc({ providerType: 'firm', isApproved: false }));
    for (let i = 0; i < 5; i += 1) docs.push(providerDoc({ providerType: 'firm', isApproved: false, isActive: false }));
    await insertProviders(api.db, docs);
    await collections(api.db).countries.insertOne({ _id: new ObjectId(), name: 'Canada', code: 'CA', isActive: true, createdAt: new Date() });
  });
  afterAll(() => api.close());

  it('returns page 2 of approved firms with the right total', async () => {
    const { status, body } = await api.request('/api/bookkeepers?providerType=firm&page=2');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 2, limit: 50, total: 120, totalPages: 3 });
    expect(body.bookkeepers).toHaveLength(50);
    for (const provider of body.bookkeepers) {
      expect(provider.providerType).toBe('firm');
      expect(provider.isApproved).toBe(true);
      expect(provider).toHaveProperty('id');
      expect(provider).not.toHaveProperty('_id');
      expect(provider).not.toHaveProperty('email');
      expect(provider).not.toHaveProperty('phone');
      expect(provider).not.toHaveProperty('dashboardKey');
    }
  });

  it('lists in the shared marketplace order: rating, then review count, then id', async () => {
    const { body } = await api.request('/api/bookkeepers?providerType=firm&limit=50');
    const keys = body.bookkeepers.map((p: { averageRating: number; totalReviews: number }) => [p.averageRating, p.totalReviews]);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
  });

  it('filters by a country given as location', async () => {
    const { body } = await api.request('/api/bookkeepers?location=canada');
    expect(body.pagination.total).toBe(30);
    expect(body.bookkeepers.every((p: { country: string }) => p.country === 'Canada')).toBe(true);
  });

  it('refuses a limit above 50 and unknown provider types with a 400 naming the field', async () => {
    const tooMany = await api.request('/api/bookkeepers?limit=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/limit/);
    const badType = await api.request('/api/bookkeepers?providerType=robot');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/providerType/);
  });

  it('finds a profile by id, username and slug, and hides pending and rejected ones', async () => {
    const [visible] = await insertProviders(api.db, [providerDoc({ username: 'jane_books', slug: 'jane-doe-professional-chicago' })]);
    const [rejected] = await insertProviders(api.db, [providerDoc({ isApproved: false, isActive: false })]);
    const id = visible!._id.toHexString();
    for (const path of [`/api/bookkeepers/${id}`, '/api/bookkeepers/username/Jane_Books', '/api/bookkeepers/slug/jane-doe-professional-chicago']) {
      const { status, body } = await api.request(path);
      expect(status, path).toBe(200);
      expect(body.bookkeeper.id).toBe(id);
    }
    const wrapped = await api.request(`/api/bookkeeper/${id}`);
    expect(wrapped.body).toMatchObject({ success: true, bookkeeper: { id } });
    const [pending] = await insertProviders(api.db, [providerDoc({ username: 'pending_pro', slug: 'pending-pro-chicago', isApproved: false })]);
    for (const provider of [rejected!, pending!]) {
      const hexId = provider._id.toHexString();
      for (const path of [`/api/bookkeepers/${hexId}`, `/api/bookkeeper/${hexId}`, `/api/bookkeepers/username/${provider.username}`, `/api/bookkeepers/slug/${provider.slug}`]) {
        const hidden = await api.request(path);
        expect(hidden.status, path).toBe(404);
        expect(hidden.body).toEqual({ message: 'Professional not found' });
      }
    }
    expect((await api.request('/api/bookkeepers/not-an-id')).status).toBe(404);
  });
});
