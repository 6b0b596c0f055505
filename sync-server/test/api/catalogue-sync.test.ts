import { catalogueResponseSchema, compareDeviceOrder, hasVerifiedCredential, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

type CataloguePage = ReturnType<typeof catalogueResponseSchema.parse>;

describe('GET /api/sync/catalogue', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const base = Date.now() - 60_000;
    const docs = Array.from({ length: 25 }, (_, i) => providerDoc({ updatedAt: new Date(base + i * 100) }));
    docs.push(providerDoc({ isApproved: false, updatedAt: new Date(base + 5_000) }));
    await insertProviders(api.db, docs);
  });
  afterAll(() => api.close());

  async function syncAll(since?: string): Promise<{ pages: CataloguePage[]; checkpoint: string }> {
    const pages: CataloguePage[] = [];
    let checkpoint = since;
    for (;;) {
      const { status, body } = await api.request(`/api/sync/catalogue?limit=10${checkpoint ? `&since=${checkpoint}` : ''}`);
      expect(status).toBe(200);
      const page = catalogueResponseSchema.parse(body);
      pages.push(page);
      checkpoint = page.checkpoint;
      if (!page.hasMore) return { pages, checkpoint: page.checkpoint };
    }
  }

  it('pages through every public provider exactly once, with settings on the last page', async () => {
    const { pages } = await syncAll();
    const ids = pages.flatMap((page) => page.providers.map((p) => p.id));
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(pages).toHaveLength(3);
    expect(pages.at(-1)!.settings).toBeDefined();
    expect(pages[0]!.settings).toBeUndefined();
  });

  it('hands out only what changed since the checkpoint, with tombstones for providers that left', async () => {
    const { checkpoint } = await syncAll();
    const unchanged = await syncAll(checkpoint);
    expect(unchanged.pages[0]!.providers).toHaveLength(0);

    const { bookkeepers, catalogueTombstones } = collections(api.db);
    const leaving = await bookkeepers.findOne({ isApproved: true });
    await bookkeepers.updateOne({ _id: leaving!._id }, { $set: { isActive: false, updatedAt: new Date() } });
    const deletedId = new ObjectId();
    await catalogueTombstones.insertOne({ _id: deletedId, updatedAt: new Date() });
    const [fresh] = await insertProviders(api.db, [providerDoc()]);

    const { pages } = await syncAll(checkpoint);
    const changed = pages.flatMap((page) => page.providers.map((p) => p.id));
    const gone = pages.flatMap((page) => page.tombstones.map((t) => t.id));
    expect(changed).toEqual([fresh!._id.toHexString()]);
    expect(gone.sort()).toEqual([leaving!._id.toHexString(), deletedId.toHexString()].sort());
  });

  it('leaves unchanged settings lists out of a delta, and sends them again once an admin changed one', async () => {
    const { checkpoint } = await syncAll();
    const unchanged = await syncAll(checkpoint);
    expect(unchanged.pages.at(-1)!.settings).toBeUndefined();
    expect(JSON.stringify(unchanged.pages.at(-1)).length).toBeLessThan(1024);

    // An admin adds a service (admin writes clear the response cache).
    const { services } = collections(api.db);
    const added = new ObjectId();
    await services.insertOne({ _id: added, name: 'forensic-accounting', category: 'accounting', isActive: true, createdAt: new Date() });
    api.context.cache.clear();
    try {
      const changed = await syncAll(unchanged.checkpoint);
      expect(changed.pages.at(-1)!.settings).toMatchObject({ services: [expect.objectContaining({ name: 'forensic-accounting' })] });
      expect((await syncAll(changed.checkpoint)).pages.at(-1)!.settings).toBeUndefined();
    } finally {
      await services.deleteOne({ _id: added });
      api.context.cache.clear();
    }
  });

  it('resets a checkpoint older than the tombstone retention', async () => {
    const ancient = Buffer.from(JSON.stringify({ t: Date.now() - 400 * 86_400_000, id: 'ffffffffffffffffffffffff' })).toString('base64url');
    const { body } = await api.request(`/api/sync/catalogue?since=${ancient}`);
    expect(body.reset).toBe(true);
    expect(body.providers.length).toBeGreaterThan(0);
  });

  it('finishes a full pull of rows older than the tombstone retention without resetting it', async () => {
    // More old rows than a page holds, so the second page's checkpoint is itself past the retention.
    const ancient = Date.now() - 400 * 86_400_000;
    const old = await insertProviders(api.db, Array.from({ length: 12 }, (_, i) => providerDoc({ updatedAt: new Date(ancient + i) })));
    const { pages } = await syncAll();
    expect(pages.some((page) => page.reset)).toBe(false);
    const ids = pages.flatMap((page) => page.providers.map((p) => p.id));
    expect(ids).toHaveLength(25 + 12);
    expect(new Set(ids).size).toBe(25 + 12);
    await collections(api.db).bookkeepers.deleteMany({ _id: { $in: old.map((doc) => doc._id) } });
  });

  it('refuses a checkpoint it did not issue', async () => {
    const { status, body } = await api.request('/api/sync/catalogue?since=garbage');
    expect(status).toBe(400);
    expect(body.message).toMatch(/since/);
  });
});

describe('GET /api/sync/catalogue for a device that keeps fewer providers than the catalogue holds', () => {
  const DEVICE_LIMIT = 7;
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ offlineCatalogueProviders: DEVICE_LIMIT });
    const place = (country: string, city: string) => ({ country, city, location: `${city}, ${country}` });
    // Ratings that interleave the two countries, ties broken by review counts, and a rejected provider at the top.
    await insertProviders(api.db, [
      ...Array.from({ length: 6 }, (_, i) => providerDoc({ ...place('Canada', 'Toronto'), averageRating: 30 + i * 3, totalReviews: i })),
      ...Array.from({ length: 9 }, (_, i) => providerDoc({ averageRating: 28 + i * 2, totalReviews: 9 - i })),
      providerDoc({ ...place('Canada', 'Toronto'), averageRating: 50, isApproved: false }),
    ]);
  });
  afterAll(() => api.close());

  async function pull(query: string, since?: string): Promise<{ pages: CataloguePage[]; providers: PublicBookkeeper[] }> {
    const pages: CataloguePage[] = [];
    let checkpoint = since;
    for (;;) {
      const { status, body } = await api.request(`/api/sync/catalogue?limit=3${query}${checkpoint ? `&since=${checkpoint}` : ''}`);
      expect(status).toBe(200);
      const page = catalogueResponseSchema.parse(body);
      pages.push(page);
      checkpoint = page.checkpoint;
      if (!page.hasMore) return { pages, providers: pages.flatMap((each) => each.providers) };
    }
  }

  it("hands out the device's country first, then the rest, each best rated first, up to its limit, and says more exist", async () => {
    const { pages, providers } = await pull('&country=Canada');
    const listed = providers.map((provider) => ({ ...provider, verifiedCredential: hasVerifiedCredential(provider) }));
    expect(providers).toHaveLength(DEVICE_LIMIT);
    expect(pages).toHaveLength(3);
    expect(pages.every((page) => page.deviceLimit === DEVICE_LIMIT)).toBe(true);
    expect(pages.at(-1)!.partial).toBe(true);
    // Every public Canadian (six), best rated first, then the best provider elsewhere.
    expect(providers.slice(0, 6).every((provider) => provider.country === 'Canada')).toBe(true);
    expect(providers[6]!.country).toBe('United States');
    expect(providers[6]!.averageRating).toBe(44);
    expect([...listed].sort(compareDeviceOrder('Canada')).map((p) => p.id)).toEqual(listed.map((p) => p.id));
    expect(new Set(providers.map((provider) => provider.id)).size).toBe(DEVICE_LIMIT);
  });

  it('without a country hands out the best rated of all, in marketplace order', async () => {
    const { providers } = await pull('');
    expect(providers.map((provider) => provider.averageRating)).toEqual([45, 44, 42, 42, 40, 39, 38]);
    // The tie at 4.2 goes to the provider with more reviews, as on the marketplace.
    expect(providers[2]!.totalReviews).toBeGreaterThan(providers[3]!.totalReviews);
  });

  it('says a pull is whole when the catalogue fits on the device', async () => {
    const roomy = await startTestApi({ db: api.db, offlineCatalogueProviders: 100 });
    try {
      const { status, body } = await roomy.request('/api/sync/catalogue?country=Canada&limit=1000');
      expect(status).toBe(200);
      const page = catalogueResponseSchema.parse(body);
      expect(page.providers).toHaveLength(15);
      expect(page.hasMore).toBe(false);
      expect(page.partial).toBe(false);
    } finally {
      await roomy.close();
    }
  });

  it('hands out with the next delta whatever changed while a full pull was paging', async () => {
    const first = await api.request('/api/sync/catalogue?limit=3&country=Canada');
    const { bookkeepers } = collections(api.db);
    // A provider below the first page climbs to the top while the device is still paging.
    const climber = await bookkeepers.find({ country: 'United States' }).sort({ averageRating: 1 }).limit(1).next();
    await bookkeepers.updateOne({ _id: climber!._id }, { $set: { averageRating: 49, updatedAt: new Date() } });
    try {
      const rest = await pull('&country=Canada', catalogueResponseSchema.parse(first.body).checkpoint);
      const delta = await pull('&country=Canada', rest.pages.at(-1)!.checkpoint);
      expect(delta.providers.map((provider) => provider.id)).toContain(climber!._id.toHexString());
    } finally {
      await bookkeepers.updateOne({ _id: climber!._id }, { $set: { averageRating: 28 } });
    }
  });

  it('refuses a country that is not a place name', async () => {
    const { status, body } = await api.request(`/api/sync/catalogue?country=${'x'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/country/);
  });
});
