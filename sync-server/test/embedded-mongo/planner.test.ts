/**
 * Embedded only: the query planner uses indexes for equality, `$in`, ranges and sort+limit, so a
 * by-username lookup among 100,000 documents examines one document and costs about what it
 * costs among 1,000. Observed through explain('executionStats'), which reports the plan and the
 * documents examined, plus a deliberately loose timing comparison.
 */
import type { Db, Document } from 'mongodb';
import { find } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { againstRealMongo } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';

let database: TestDatabase;
let db: Db;

const STATUSES = ['open', 'won', 'lost', 'archived'];

async function seed(name: string, count: number): Promise<void> {
  const coll = db.collection<AnyDoc>(name);
  await coll.createIndex({ username: 1 }, { unique: true });
  await coll.createIndex({ status: 1, createdAt: -1 });
  await coll.createIndex({ score: 1 });
  for (let start = 0; start < count; start += 10_000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 10_000); i += 1) {
      batch.push({ username: `user${i}`, status: STATUSES[i % 4], createdAt: new Date(1_700_000_000_000 + i * 1000), score: i % 1000, note: `n${i % 97}` });
    }
    await db.collection<AnyDoc>(name).insertMany(batch, { ordered: false });
  }
}

async function explain(name: string, filter: Document, options: { sort?: Document; limit?: number } = {}): Promise<Document> {
  let cursor = db.collection<AnyDoc>(name).find(filter);
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.limit) cursor = cursor.limit(options.limit);
  return cursor.explain('executionStats');
}

/**
 * Average by-username lookup time in each collection. Lookups alternate between the two, so
 * whatever else the machine is doing slows both sides alike.
 */
async function averageLookupMs(collections: { name: string; count: number }[]): Promise<number[]> {
  const totals = collections.map(() => 0);
  for (let i = 0; i < 300; i += 1) {
    for (const [k, { name, count }] of collections.entries()) {
      const started = performance.now();
      const doc = await db.collection<AnyDoc>(name).findOne({ username: `user${(i * 7919) % count}` });
      totals[k] = (totals[k] ?? 0) + performance.now() - started;
      if (!doc) throw new Error('lookup found nothing');
    }
  }
  return totals.map((total) => total / 300);
}

describe.skipIf(againstRealMongo)('query planner', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await seed('small', 1_000);
    await seed('large', 100_000);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('finds one user among 100,000 through the unique index, examining one document', async () => {
    const plan = await explain('large', { username: 'user77777' });
    expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'username_1' });
    expect(plan.executionStats).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
  });

  it('costs about the same at 100,000 documents as at 1,000', async () => {
    const [small = 0, large = 0] = await averageLookupMs([
      { name: 'small', count: 1_000 },
      { name: 'large', count: 100_000 },
    ]);
    expect(large).toBeLessThan(small * 2 + 0.2);
  });

  it('uses the index for $in and for a range', async () => {
    const inPlan = await explain('large', { username: { $in: ['user1', 'user2', 'user3', 'nobody'] } });
    expect(inPlan.executionStats).toMatchObject({ nReturned: 3, totalDocsExamined: 3 });
    const rangePlan = await explain('large', { score: { $gte: 10, $lt: 12 } });
    expect(rangePlan.queryPlanner.winningPlan.inputStage.indexName).toBe('score_1');
    expect(rangePlan.executionStats).toMatchObject({ nReturned: 200, totalDocsExamined: 200 });
  });

  it('serves filter + sort + limit from a compound index without scanning the collection', async () => {
    const plan = await explain('large', { status: 'won' }, { sort: { createdAt: -1 }, limit: 50 });
    expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('status_1_createdAt_-1');
    expect(plan.executionStats.nReturned).toBe(50);
    expect(plan.executionStats.totalDocsExamined).toBe(50);
    const page = await db.collection<AnyDoc>('large').find({ status: 'won' }).sort({ createdAt: -1 }).limit(50).toArray();
    const viaScan = await db.collection<AnyDoc>('large').find({ status: 'won' }).sort({ createdAt: -1 }).limit(50).hint({ $natural: 1 }).toArray();
    expect(page.map((doc) => doc.username)).toEqual(viaScan.map((doc) => doc.username));
    expect(page[0]?.username).toBe('user99997');
  });

  it('walks an index in reverse for the opposite sort order', async () => {
    const plan = await explain('large', { status: 'open' }, { sort: { createdAt: 1 }, limit: 5 });
    expect(plan.executionStats.totalDocsExamined).toBe(5);
    const page = await db.collection<AnyDoc>('large').find({ status: 'open' }).sort({ createdAt: 1 }).limit(5).toArray();
    expect(page.map((doc) => doc.username)).toEqual(['user0', 'user4', 'user8', 'user12', 'user16']);
  });

  it('bounds a sorted scan by an $or over the sort field (catalogue checkpoint query)', async () => {
    const checkpoint = new Date(1_700_000_000_000 + 99_900 * 1000);
    const filter = { $or: [{ createdAt: { $gt: checkpoint } }, { createdAt: checkpoint, username: { $gt: 'user99900' } }] };
    await db.collection<AnyDoc>('large').createIndex({ createdAt: 1, username: 1 });
    const plan = await explain('large', filter, { sort: { createdAt: 1, username: 1 }, limit: 50 });
    expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('createdAt_1_username_1');
    expect(plan.executionStats.totalDocsExamined).toBeLessThanOrEqual(51);
    const page = await db.collection<AnyDoc>('large').find(filter).sort({ createdAt: 1, username: 1 }).limit(50).toArray();
    expect(page.map((doc) => doc.username)).toEqual(Array.from({ length: 50 }, (_, i) => `user${99_901 + i}`));
  });

  it('bounds $all by its least frequent value, with the same documents as a collection scan', async () => {
    const tagged = db.collection<AnyDoc>('tagged');
    await tagged.createIndex({ tags: 1 });
    // Every document is 'common'; one in 50 is also 'rare'.
    await tagged.insertMany(Array.from({ length: 2_000 }, (_, i) => ({ _id: i, tags: i % 50 === 0 ? ['common', 'rare'] : ['common', `t${i % 7}`] })));
    for (const order of [['common', 'rare'], ['rare', 'common']]) {
      const filter = { tags: { $all: order } };
      const plan = await explain('tagged', filter);
      expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('tags_1');
      expect(plan.executionStats).toMatchObject({ nReturned: 40, totalDocsExamined: 40 });
      const viaScan = await tagged.find(filter).hint({ $natural: 1 }).toArray();
      expect(await tagged.find(filter).toArray()).toEqual(viaScan);
    }
  });

  it("sorts the candidates of an equality plan in memory in mingo's $sort order", async () => {
    const sorted = db.collection<AnyDoc>('sorted');
    await sorted.createIndex({ group: 1 });
    // Many ties on score and mixed value types, so order among equals and across types matters.
    const values: unknown[] = [3, 'b', 1.5, 'a', true, new Date(5), 3, 1.5];
    await sorted.insertMany(Array.from({ length: 400 }, (_, i) => ({ _id: i, group: i % 4, score: values[i % values.length], n: i % 5 })));
    for (const sort of [{ score: 1, n: -1 }, { score: -1 }, { n: 1, score: -1, _id: -1 }] as Document[]) {
      const plan = await explain('sorted', { group: 2 }, { sort });
      expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('group_1');
      // The reference: mingo sorting the group's documents, read in natural order.
      const natural = await sorted.find({ group: 2 }).hint({ $natural: 1 }).toArray();
      const expected = find(natural, {}).sort(sort).all();
      expect(await sorted.find({ group: 2 }).sort(sort).toArray(), JSON.stringify(sort)).toEqual(expected);
      expect(await sorted.find({ group: 2 }).sort(sort).skip(7).limit(9).toArray()).toEqual(expected.slice(7, 16));
    }
  });

  it('falls back to a collection scan for unindexed fields', async () => {
    const plan = await explain('large', { note: 'n5' });
    expect(plan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    expect(plan.executionStats.totalDocsExamined).toBe(100_000);
    expect(plan.executionStats.nReturned).toBe(Math.ceil((100_000 - 5) / 97));
  });
});
