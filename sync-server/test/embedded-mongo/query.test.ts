/**
 * Conformance: reads through the official driver — filters, sort/skip/limit/projection, cursors
 * and getMore batches, counts, distinct and aggregation.
 * Runs against the embedded database, or a real MongoDB when MONGODB_URI is set.
 */
import { Long, MongoClient } from 'mongodb';
import type { CommandStartedEvent, Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { serverErrorOf } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';

let database: TestDatabase;
let db: Db;

interface Person {
  _id: number;
  name: string;
  age: number;
  city: string | null;
  tags: string[];
  joined: Date;
  address?: { zip: string };
}

const cities = ['Oslo', 'Lima', 'Pune', null];
function person(i: number): Person {
  const doc: Person = {
    _id: i,
    name: `person-${String(i).padStart(3, '0')}`,
    age: 20 + (i % 30),
    city: cities[i % cities.length] ?? null,
    tags: i % 2 === 0 ? ['even', `t${i % 5}`] : [`t${i % 5}`],
    joined: new Date(Date.UTC(2025, 0, 1 + i)),
  };
  if (i % 10 === 0) doc.address = { zip: `0${i}` };
  return doc;
}
const people = Array.from({ length: 120 }, (_, i) => person(i));

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.collection<Person>('people').insertMany(people);
  await db.collection<AnyDoc>('big').insertMany(Array.from({ length: 10_000 }, (_, i) => ({ _id: i, group: i % 7, payload: `row ${i}` })));
});
afterAll(async () => {
  await database?.close();
});

const ids = (docs: { _id: unknown }[]): unknown[] => docs.map((doc) => doc._id);

describe('find filters', () => {
  it('matches equality, comparison, $in/$nin, $or, $and, $ne and $exists', async () => {
    const coll = db.collection<Person>('people');
    expect(ids(await coll.find({ age: 25 }).toArray())).toEqual(people.filter((p) => p.age === 25).map((p) => p._id));
    expect(await coll.countDocuments({ age: { $gte: 40, $lt: 45 } })).toBe(people.filter((p) => p.age >= 40 && p.age < 45).length);
    expect(await coll.countDocuments({ city: { $in: ['Oslo', 'Lima'] } })).toBe(60);
    expect(await coll.countDocuments({ city: { $nin: ['Oslo', 'Lima'] } })).toBe(60);
    expect(await coll.countDocuments({ $or: [{ city: 'Pune' }, { age: 20 }] })).toBe(people.filter((p) => p.city === 'Pune' || p.age === 20).length);
    expect(await coll.countDocuments({ $and: [{ city: 'Pune' }, { age: { $gt: 30 } }] })).toBe(people.filter((p) => p.city === 'Pune' && p.age > 30).length);
    expect(await coll.countDocuments({ city: { $ne: 'Oslo' } })).toBe(90);
    expect(await coll.countDocuments({ address: { $exists: true } })).toBe(12);
  });

  it('treats null as null-or-missing and matches array elements', async () => {
    const coll = db.collection<Person>('people');
    expect(await coll.countDocuments({ city: null })).toBe(30);
    expect(await coll.countDocuments({ 'address.zip': null })).toBe(108);
    expect(await coll.countDocuments({ tags: 'even' })).toBe(60);
    expect(await coll.countDocuments({ tags: { $all: ['even', 't0'] } })).toBe(people.filter((p) => p.tags.includes('even') && p.tags.includes('t0')).length);
    expect(await coll.countDocuments({ tags: { $size: 1 } })).toBe(60);
    expect(await coll.countDocuments({ tags: { $elemMatch: { $in: ['t1', 't2'] } } })).toBe(people.filter((p) => p.tags.some((t) => t === 't1' || t === 't2')).length);
  });

  it('matches regular expressions, dates and dotted paths', async () => {
    const coll = db.collection<Person>('people');
    expect(await coll.countDocuments({ name: /^person-00/ })).toBe(10);
    expect(await coll.countDocuments({ name: { $regex: 'PERSON-11', $options: 'i' } })).toBe(10);
    expect(await coll.countDocuments({ joined: { $lt: new Date(Date.UTC(2025, 0, 11)) } })).toBe(10);
    expect(ids(await coll.find({ 'address.zip': '020' }).toArray())).toEqual([20]);
  });

  it('rejects an unknown query operator with BadValue', async () => {
    const error = await serverErrorOf(db.collection<AnyDoc>('people').find({ age: { $bogus: 1 } }).toArray());
    expect(error.code).toBe(2);
  });
});

describe('sort, skip, limit, projection', () => {
  it('sorts on several keys in both directions and pages with skip and limit', async () => {
    const coll = db.collection<Person>('people');
    const expected = [...people].sort((a, b) => b.age - a.age || a._id - b._id).map((p) => p._id);
    expect(ids(await coll.find().sort({ age: -1, _id: 1 }).toArray())).toEqual(expected);
    expect(ids(await coll.find().sort({ age: -1, _id: 1 }).skip(10).limit(5).toArray())).toEqual(expected.slice(10, 15));
    expect(ids(await coll.find({ city: 'Oslo' }).sort({ name: -1 }).limit(3).toArray())).toEqual([116, 112, 108]);
  });

  it('includes or excludes fields, including nested ones', async () => {
    const coll = db.collection<Person>('people');
    expect(await coll.findOne({ _id: 10 }, { projection: { name: 1, 'address.zip': 1 } })).toEqual({ _id: 10, name: 'person-010', address: { zip: '010' } });
    expect(await coll.findOne({ _id: 10 }, { projection: { _id: 0, name: 1 } })).toEqual({ name: 'person-010' });
    const excluded = await coll.findOne({ _id: 10 }, { projection: { tags: 0, joined: 0, address: 0 } });
    expect(excluded).toEqual({ _id: 10, name: 'person-010', age: 30, city: 'Pune' });
  });

  it('returns included top-level fields in document order, _id first, missing ones omitted', async () => {
    const coll = db.collection<AnyDoc>('ordered');
    await coll.insertOne({ _id: 7, z: 1, a: { nested: [1, 2] }, m: 'x' });
    const picked = await coll.findOne({ _id: 7 }, { projection: { m: 1, a: 1, absent: 1 } });
    expect(picked).toEqual({ _id: 7, a: { nested: [1, 2] }, m: 'x' });
    expect(Object.keys(picked!)).toEqual(['_id', 'a', 'm']);
    expect(await coll.findOne({ _id: 7 }, { projection: { z: true, _id: false } })).toEqual({ z: 1 });
  });

  it('projects the first matching array element with $elemMatch and $slice', async () => {
    await db.collection<AnyDoc>('scores').insertOne({ _id: 1, results: [{ s: 5 }, { s: 9 }, { s: 12 }] });
    expect(await db.collection<AnyDoc>('scores').findOne({ _id: 1 }, { projection: { results: { $elemMatch: { s: { $gt: 6 } } } } })).toEqual({ _id: 1, results: [{ s: 9 }] });
    expect(await db.collection<AnyDoc>('scores').findOne({ _id: 1 }, { projection: { results: { $slice: -1 } } })).toEqual({ _id: 1, results: [{ s: 12 }] });
  });
});

describe('cursors', () => {
  it('returns 10,000 documents through getMore batches of the requested size', async () => {
    const events: CommandStartedEvent[] = [];
    const client = await new MongoClient(database.uri, { monitorCommands: true }).connect();
    try {
      client.on('commandStarted', (event) => events.push(event));
      const docs = await client.db(db.databaseName).collection<AnyDoc>('big').find({}, { batchSize: 1000 }).toArray();
      expect(docs).toHaveLength(10_000);
      expect(ids(docs)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
      const getMores = events.filter((event) => event.commandName === 'getMore');
      // 9 full batches after the first; a server may need one more (empty) batch to notice the end.
      expect([9, 10]).toContain(getMores.length);
      expect(getMores.every((event) => event.command.batchSize === 1000)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('iterates with the default batch size and a filter', async () => {
    let count = 0;
    for await (const doc of db.collection<AnyDoc>('big').find({ group: 3 })) {
      expect(doc.group).toBe(3);
      count += 1;
    }
    expect(count).toBe(Math.floor((10_000 - 3 - 1) / 7) + 1);
  });

  it('kills a cursor closed early, after which getMore fails with CursorNotFound', async () => {
    const reply = await db.command({ find: 'big', filter: {}, batchSize: 2 });
    const cursorId = Long.fromValue(reply.cursor.id as number | Long);
    expect(cursorId.isZero()).toBe(false);
    const killed = await db.command({ killCursors: 'big', cursors: [cursorId] });
    expect(killed.cursorsKilled.map(String)).toEqual([String(cursorId)]);
    const error = await serverErrorOf(db.command({ getMore: cursorId, collection: 'big' }));
    expect(error.code).toBe(43);
  });

  it('closes the cursor (id 0) once the results are exhausted', async () => {
    const reply = await db.command({ find: 'people', filter: { age: 20 }, batchSize: 100 });
    expect(reply.cursor.firstBatch).toHaveLength(4);
    expect(String(reply.cursor.id)).toBe('0');
  });
});

describe('counting and distinct', () => {
  it('counts with countDocuments (filter, skip, limit) and estimatedDocumentCount', async () => {
    const coll = db.collection<Person>('people');
    expect(await coll.countDocuments()).toBe(120);
    expect(await coll.countDocuments({ city: 'Lima' })).toBe(30);
    expect(await coll.countDocuments({ city: 'Lima' }, { skip: 25 })).toBe(5);
    expect(await coll.countDocuments({ city: 'Lima' }, { limit: 7 })).toBe(7);
    expect(await coll.estimatedDocumentCount()).toBe(120);
    expect(await db.collection<AnyDoc>('does-not-exist').countDocuments()).toBe(0);
    expect(await db.collection<AnyDoc>('does-not-exist').estimatedDocumentCount()).toBe(0);
  });

  it('returns distinct values, unwinding arrays', async () => {
    const coll = db.collection<Person>('people');
    expect((await coll.distinct('city')).sort()).toEqual(['Lima', 'Oslo', 'Pune', null].sort());
    expect((await coll.distinct('tags', { age: { $lt: 22 } })).sort()).toEqual(['even', 't0', 't1']);
    expect((await coll.distinct('tags')).sort()).toEqual(['even', 't0', 't1', 't2', 't3', 't4']);
    expect(await db.collection<AnyDoc>('does-not-exist').distinct('x')).toEqual([]);
  });
});

describe('aggregate', () => {
  it('runs $match, $group, $sort and $project', async () => {
    const result = await db
      .collection<AnyDoc>('people')
      .aggregate([{ $match: { age: { $gte: 30 } } }, { $group: { _id: '$city', n: { $sum: 1 }, avgAge: { $avg: '$age' } } }, { $sort: { n: -1, _id: 1 } }, { $project: { _id: 0, city: '$_id', n: 1 } }])
      .toArray();
    const expected = new Map<string | null, number>();
    for (const p of people.filter((q) => q.age >= 30)) expected.set(p.city, (expected.get(p.city) ?? 0) + 1);
    expect(result).toHaveLength(expected.size);
    for (const row of result) expect(row.n).toBe(expected.get(row.city as string | null));
  });

  it('joins with $lookup (fields and pipeline forms)', async () => {
    await db.collection<AnyDoc>('orders').insertMany([
      { _id: 'o1', personId: 1, total: 5 },
      { _id: 'o2', personId: 1, total: 7 },
      { _id: 'o3', personId: 2, total: 1 },
    ]);
    const joined = await db
      .collection<AnyDoc>('people')
      .aggregate([{ $match: { _id: { $in: [1, 2, 3] } } }, { $lookup: { from: 'orders', localField: '_id', foreignField: 'personId', as: 'orders' } }, { $project: { orderIds: '$orders._id' } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(joined).toEqual([
      { _id: 1, orderIds: ['o1', 'o2'] },
      { _id: 2, orderIds: ['o3'] },
      { _id: 3, orderIds: [] },
    ]);
    const totals = await db
      .collection<AnyDoc>('people')
      .aggregate([
        { $match: { _id: 1 } },
        { $lookup: { from: 'orders', let: { pid: '$_id' }, pipeline: [{ $match: { $expr: { $eq: ['$personId', '$$pid'] } } }, { $group: { _id: null, sum: { $sum: '$total' } } }], as: 'totals' } },
      ])
      .toArray();
    expect(totals[0]?.totals).toEqual([{ _id: null, sum: 12 }]);
  });

  it('runs $facet and $count', async () => {
    const [facets] = await db
      .collection<AnyDoc>('people')
      .aggregate([{ $facet: { total: [{ $count: 'n' }], oslo: [{ $match: { city: 'Oslo' } }, { $count: 'n' }], firstTwo: [{ $sort: { _id: 1 } }, { $limit: 2 }, { $project: { _id: 1 } }] } }])
      .toArray();
    expect(facets).toEqual({ total: [{ n: 120 }], oslo: [{ n: 30 }], firstTwo: [{ _id: 0 }, { _id: 1 }] });
    expect(await db.collection<AnyDoc>('people').aggregate([{ $match: { city: 'Pune' } }, { $count: 'pune' }]).toArray()).toEqual([{ pune: 30 }]);
  });

  it('does not change stored documents when stages rewrite nested fields', async () => {
    await db.collection<AnyDoc>('people').aggregate([{ $match: { _id: 10 } }, { $set: { 'address.zip': 'changed' } }, { $unwind: '$tags' }]).toArray();
    expect((await db.collection<AnyDoc>('people').findOne({ _id: 10 }))?.address).toEqual({ zip: '010' });
  });

  it('pages through large aggregation results with getMore', async () => {
    const docs = await db.collection<AnyDoc>('big').aggregate([{ $match: { group: { $lt: 7 } } }, { $project: { group: 1 } }], { batchSize: 500 }).toArray();
    expect(docs).toHaveLength(10_000);
  });
});
