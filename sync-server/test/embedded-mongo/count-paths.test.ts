/**
 * Conformance: counts and filtered, sorted pages give the same answers whichever path answers
 * them — countDocuments (the driver's `$match` + `$group` pipeline, counted from index bounds
 * when an index covers the filter), the count command, and a full collection scan — including
 * multikey arrays with `$all` / `$in`, case-insensitive regexes, `$or`, and documents whose
 * values are dates, nulls, embedded documents or missing.
 * Runs against the embedded database, or a real MongoDB when MONGODB_URI is set.
 */
import type { Collection, Db, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import type { AnyDoc } from './conformance-helpers';

let database: TestDatabase;
let db: Db;

const TYPES = ['firm', 'individual', null, undefined, 7];
const TAGS: unknown[] = [['pay', 'tax'], ['pay'], [], 'pay', ['tax', 'cfo', 'pay'], ['Pay'], [['pay']], [{ t: 'pay' }], undefined, ['tax', null]];
const NAMES: unknown[] = ['Ada Abacus', 'ABACUS Ltd', 'bob', undefined, null, ['abacus'], { first: 'abacus' }, 42, new Date(0)];

function doc(i: number): AnyDoc {
  const d: AnyDoc = { _id: i, ok: i % 5 !== 0, live: i % 7 !== 0, rating: (i * 37) % 50, reviews: i % 13 };
  const type = TYPES[i % TYPES.length];
  if (type !== undefined) d.type = type;
  const tags = TAGS[i % TAGS.length];
  if (tags !== undefined) d.tags = tags;
  const name = NAMES[i % NAMES.length];
  if (name !== undefined) d.name = name;
  if (i % 11 === 0) d.ok = 'yes';
  return d;
}

const FILTERS: Document[] = [
  { ok: true },
  { ok: true, live: true },
  { ok: true, live: true, type: 'firm' },
  { ok: true, live: { $eq: true }, type: { $in: ['firm', 'individual', 'firm'] } },
  { ok: true, live: true, type: { $in: [] } },
  { ok: { $in: [true, 'yes'] } },
  { type: 7 },
  { live: true, ok: true },
  { ok: true, live: true, rating: { $gte: 20 } },
  { ok: true, tags: 'pay' },
  { tags: { $all: ['pay', 'tax'] } },
  { tags: { $all: ['pay'] }, ok: true, live: true },
  { tags: { $in: ['cfo', 'Pay'] } },
  { tags: null },
  { name: /abacus/i },
  { ok: true, $or: [{ name: /abacus/i }, { tags: /PAY/i }] },
  { $and: [{ ok: true }, { type: 'firm' }], tags: { $all: ['tax'] } },
];

const SORT = { rating: -1, reviews: -1, _id: 1 } as const;

async function viaScan(coll: Collection<AnyDoc>, filter: Document): Promise<AnyDoc[]> {
  return coll.find(filter).sort(SORT).hint({ $natural: 1 }).toArray();
}

describe('counts and sorted pages agree across plans', () => {
  let coll: Collection<AnyDoc>;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    coll = db.collection<AnyDoc>('counted');
    await coll.createIndex({ ok: 1, live: 1, rating: -1, reviews: -1, _id: 1 });
    await coll.createIndex({ ok: 1, live: 1, type: 1, rating: -1, reviews: -1, _id: 1 });
    await coll.createIndex({ ok: 1, tags: 1 });
    await coll.createIndex({ tags: 1 });
    await coll.insertMany(Array.from({ length: 400 }, (_, i) => doc(i)));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('countDocuments and the count command equal the number a collection scan finds', async () => {
    for (const filter of FILTERS) {
      const expected = (await viaScan(coll, filter)).length;
      expect(await coll.countDocuments(filter), JSON.stringify(filter)).toBe(expected);
      const counted = await db.command({ count: 'counted', query: filter });
      expect(counted.n, JSON.stringify(filter)).toBe(expected);
      const aggregated = await coll.aggregate([{ $match: filter }, { $group: { _id: null, total: { $sum: 1 } } }]).toArray();
      expect(aggregated, JSON.stringify(filter)).toEqual(expected ? [{ _id: null, total: expected }] : []);
    }
  });

  it('answers a sorted page (skip + limit) with the same documents as a collection scan', async () => {
    for (const filter of FILTERS) {
      const all = await viaScan(coll, filter);
      for (const skip of [0, 20]) {
        const page = await coll.find(filter).sort(SORT).skip(skip).limit(20).toArray();
        expect(page, JSON.stringify(filter)).toEqual(all.slice(skip, skip + 20));
      }
    }
  });

  it('still counts right once an index covering the filter becomes multikey', async () => {
    const filter = { ok: true, live: true, type: 'firm' };
    const before = await coll.countDocuments(filter);
    await coll.insertOne({ _id: 'arr', ok: true, live: true, type: ['firm', 'firm', 'x'], rating: 1, reviews: 1 });
    expect(await coll.countDocuments(filter)).toBe(before + 1);
    expect(await coll.countDocuments({ ok: true, live: true, type: { $in: ['firm', 'x'] } })).toBe((await viaScan(coll, { ok: true, live: true, type: { $in: ['firm', 'x'] } })).length);
    await coll.deleteOne({ _id: 'arr' });
    expect(await coll.countDocuments(filter)).toBe(before);
  });

  it('counts through indexes shaped like the marketplace ones (a field skipped over, $all on an array) what a scan finds', async () => {
    const shaped = db.collection<AnyDoc>('shaped');
    await shaped.createIndex({ ok: 1, type: 1, country: 1, city: 1 });
    await shaped.createIndex({ ok: 1, tags: 1, type: 1, country: 1, city: 1 });
    const tagSets = [['pay', 'tax'], ['pay'], ['tax', 'cfo', 'pay'], ['cfo'], ['tax', 'tax']];
    await shaped.insertMany(
      Array.from({ length: 300 }, (_, i) => ({ _id: i, ok: i % 6 !== 0, type: i % 3 ? 'firm' : 'solo', country: `k${i % 4}`, city: `c${i % 9}`, tags: tagSets[i % tagSets.length], rating: i % 17 })),
    );
    const filters: Document[] = [
      { ok: true, country: 'k1' },
      { ok: true, city: 'c4' },
      { ok: true, type: 'firm', city: 'c2' },
      { ok: true, tags: { $all: ['pay'] } },
      { ok: true, tags: { $all: ['pay', 'tax'] }, country: 'k2' },
      { ok: true, tags: { $all: ['cfo', 'pay'] }, type: 'firm' },
      { ok: true, tags: 'tax', city: 'c3' },
    ];
    for (const filter of filters) {
      const all = await viaScan(shaped, filter);
      expect(all.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await shaped.countDocuments(filter), JSON.stringify(filter)).toBe(all.length);
      expect(await shaped.find(filter).sort(SORT).limit(10).toArray(), JSON.stringify(filter)).toEqual(all.slice(0, 10));
    }
  });

  it('counts nothing in a missing collection and repeats a cached filter with new values correctly', async () => {
    expect(await db.collection('nothing-here').countDocuments({ ok: true })).toBe(0);
    const firms = await coll.countDocuments({ ok: true, live: true, type: 'firm' });
    const individuals = await coll.countDocuments({ ok: true, live: true, type: 'individual' });
    expect(firms + individuals).toBe(await coll.countDocuments({ ok: true, live: true, type: { $in: ['firm', 'individual'] } }));
  });
});
