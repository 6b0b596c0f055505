import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

interface CataloguePage {
  providers: { id: string }[];
  tombstones: { id: string }[];
  checkpoint: string;
  hasMore: boolean;
  reset: boolean;
  settings?: unknown;
}

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
      pages.push(body);
      checkpoint = body.checkpoint;
      if (!body.hasMore) return { pages, checkpoint: body.checkpoint };
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
