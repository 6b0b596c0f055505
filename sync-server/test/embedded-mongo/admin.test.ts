/**
 * Conformance: indexes (unique, compound, multikey, sparse, partial, TTL), collections and
 * databases, server commands, unsupported commands and transactions.
 * Runs against the embedded database, or a real MongoDB when MONGODB_URI is set.
 */
import type { Db } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { againstRealMongo, eventually, serverErrorOf } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';

let database: TestDatabase;
let db: Db;
let counter = 0;
let name = '';

beforeAll(async () => {
  database = await openTestDatabase({ ttlSweepMs: 200 });
  db = database.db;
  if (againstRealMongo) {
    // Real MongoDB sweeps TTL indexes every 60 s unless told otherwise (needs admin rights).
    await db.admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 }).catch(() => undefined);
  }
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  counter += 1;
  name = `a${counter}`;
});

describe('indexes', () => {
  it('creates, lists and drops indexes with their options', async () => {
    const coll = db.collection<AnyDoc>(name);
    expect(await coll.createIndex({ username: 1 }, { unique: true })).toBe('username_1');
    expect(await coll.createIndex({ city: 1, createdAt: -1 })).toBe('city_1_createdAt_-1');
    expect(await coll.createIndex({ email: 1 }, { unique: true, sparse: true, name: 'email_sparse' })).toBe('email_sparse');
    expect(await coll.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } })).toBe('code_1');
    expect(await coll.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 3600 })).toBe('expiresAt_1');
    const listed = await coll.listIndexes().toArray();
    expect(listed.map((index) => index.name)).toEqual(['_id_', 'username_1', 'city_1_createdAt_-1', 'email_sparse', 'code_1', 'expiresAt_1']);
    expect(listed[1]).toMatchObject({ key: { username: 1 }, unique: true });
    expect(listed[2]).toMatchObject({ key: { city: 1, createdAt: -1 } });
    expect(listed[3]).toMatchObject({ unique: true, sparse: true });
    expect(listed[4]).toMatchObject({ partialFilterExpression: { active: true } });
    expect(listed[5]).toMatchObject({ expireAfterSeconds: 3600 });
    await coll.dropIndex('city_1_createdAt_-1');
    expect((await coll.indexes()).map((index) => index.name)).not.toContain('city_1_createdAt_-1');
  });

  it('treats re-creating an identical index as a no-op and refuses conflicting ones', async () => {
    const coll = db.collection<AnyDoc>(name);
    await coll.createIndex({ a: 1 }, { unique: true });
    await coll.createIndex({ a: 1 }, { unique: true });
    expect(await coll.indexes()).toHaveLength(2);
    const sameNameOtherKey = await serverErrorOf(coll.createIndex({ b: 1 }, { name: 'a_1' }));
    expect(sameNameOtherKey.code).toBe(86);
    const sameKeyOtherName = await serverErrorOf(coll.createIndex({ a: 1 }, { name: 'other', unique: true }));
    expect(sameKeyOtherName.code).toBe(85);
  });

  it('reports NamespaceNotFound and IndexNotFound where MongoDB does', async () => {
    const missing = await serverErrorOf(db.collection<AnyDoc>(`${name}_missing`).listIndexes().toArray());
    expect(missing.code).toBe(26);
    expect(missing.codeName).toBe('NamespaceNotFound');
    await db.collection<AnyDoc>(name).insertOne({ a: 1 });
    const noIndex = await serverErrorOf(db.collection<AnyDoc>(name).dropIndex('nope_1'));
    expect(noIndex.code).toBe(27);
  });

  it('fails to build a unique index over existing duplicates', async () => {
    await db.collection<AnyDoc>(name).insertMany([{ a: 1 }, { a: 1 }]);
    const error = await serverErrorOf(db.collection<AnyDoc>(name).createIndex({ a: 1 }, { unique: true }));
    expect(error.code).toBe(11000);
    expect(await db.collection<AnyDoc>(name).indexes()).toHaveLength(1);
  });

  it('enforces compound unique indexes on the combination only', async () => {
    const coll = db.collection<AnyDoc>(name);
    await coll.createIndex({ countryId: 1, name: 1 }, { unique: true });
    await coll.insertMany([
      { countryId: 1, name: 'Springfield' },
      { countryId: 2, name: 'Springfield' },
    ]);
    const error = await serverErrorOf(coll.insertOne({ countryId: 1, name: 'Springfield' }));
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ countryId: 1, name: 'Springfield' });
  });

  it('indexes every array element (multikey), for lookups and uniqueness', async () => {
    const coll = db.collection<AnyDoc>(name);
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ _id: 1, tags: ['a', 'b'] });
    await coll.insertOne({ _id: 2, tags: ['c'] });
    expect(await coll.find({ tags: 'b' }).toArray()).toEqual([{ _id: 1, tags: ['a', 'b'] }]);
    expect((await coll.find({ tags: { $in: ['a', 'c'] } }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    const error = await serverErrorOf(coll.insertOne({ _id: 3, tags: ['x', 'a'] }));
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ tags: 'a' });
  });

  it('lets sparse and partial unique indexes ignore documents they do not cover', async () => {
    const sparse = db.collection<AnyDoc>(`${name}_sparse`);
    await sparse.createIndex({ email: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ n: 1 }, { n: 2 }, { email: 'a@x.test' }]);
    expect((await serverErrorOf(sparse.insertOne({ email: 'a@x.test' }))).code).toBe(11000);
    expect(await sparse.countDocuments({ email: { $exists: false } })).toBe(2);

    const partial = db.collection<AnyDoc>(`${name}_partial`);
    await partial.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await partial.insertMany([{ code: 'x', active: false }, { code: 'x', active: false }, { code: 'x', active: true }]);
    expect((await serverErrorOf(partial.insertOne({ code: 'x', active: true }))).code).toBe(11000);
    expect(await partial.countDocuments({ code: 'x' })).toBe(3);
  });

  it('answers queries the same with and without an index', async () => {
    const coll = db.collection<AnyDoc>(name);
    const docs = Array.from({ length: 300 }, (_, i) => ({ _id: i, k: i % 13, s: `v${i % 17}`, when: new Date(1_700_000_000_000 + (i % 29) * 1000) }));
    await coll.insertMany(docs);
    const queries = [
      { filter: { k: 5 }, sort: { _id: 1 } },
      { filter: { k: { $in: [1, 2, 3] }, s: 'v4' }, sort: { _id: -1 } },
      { filter: { k: { $gte: 3, $lt: 7 } }, sort: { k: -1, _id: 1 } },
      { filter: { s: { $gt: 'v5' } }, sort: { s: 1, _id: 1 } },
      { filter: { when: { $lte: new Date(1_700_000_010_000) } }, sort: { when: -1, _id: -1 } },
      { filter: {}, sort: { k: 1, s: -1, _id: 1 } },
    ] as const;
    const before = [];
    for (const { filter, sort } of queries) before.push(await coll.find(filter).sort(sort).limit(40).toArray());
    await coll.createIndex({ k: 1, s: -1 });
    await coll.createIndex({ s: 1 });
    await coll.createIndex({ when: -1 });
    for (const [i, { filter, sort }] of queries.entries()) {
      expect(await coll.find(filter).sort(sort).limit(40).toArray()).toEqual(before[i]);
    }
  });

  it('deletes documents after their TTL index expiry', async () => {
    const coll = db.collection<AnyDoc>(name);
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
    await coll.insertMany([
      { _id: 'old', createdAt: new Date(Date.now() - 60_000) },
      { _id: 'fresh', createdAt: new Date(Date.now() + 3_600_000) },
      { _id: 'no-date', createdAt: 'not a date' },
      { _id: 'missing' },
    ]);
    await eventually(async () => (await coll.countDocuments({ _id: 'old' })) === 0, againstRealMongo ? 90_000 : 10_000);
    expect((await coll.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['fresh', 'missing', 'no-date']);
  }, 120_000);
});

describe('collections and databases', () => {
  it('lists, creates, renames and drops collections', async () => {
    const other = await database.client.db(`${db.databaseName}_x`);
    try {
      await other.createCollection('alpha');
      await other.collection<AnyDoc>('beta').insertOne({ a: 1 });
      expect((await other.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
      expect(await other.listCollections({ name: 'beta' }).toArray()).toMatchObject([{ name: 'beta', type: 'collection' }]);
      expect((await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
      expect((await serverErrorOf(other.createCollection('alpha'))).code).toBe(48);
      await other.renameCollection('beta', 'gamma');
      expect(await other.collection<AnyDoc>('gamma').countDocuments()).toBe(1);
      expect(await other.collection<AnyDoc>('alpha').drop()).toBe(true);
      expect((await other.listCollections().toArray()).map((c) => c.name)).toEqual(['gamma']);
    } finally {
      await other.dropDatabase();
    }
    expect((await database.client.db(`${db.databaseName}_x`).listCollections().toArray()).length).toBe(0);
  });

  it('drops a database with all its collections', async () => {
    const scratch = database.client.db(`${db.databaseName}_scratch`);
    await scratch.collection<AnyDoc>('one').insertOne({ a: 1 });
    await scratch.collection<AnyDoc>('two').createIndex({ b: 1 });
    expect(await scratch.dropDatabase()).toBe(true);
    expect(await scratch.listCollections().toArray()).toEqual([]);
    expect(await scratch.collection<AnyDoc>('one').countDocuments()).toBe(0);
  });
});

describe('server commands', () => {
  it('answers ping, hello and buildInfo', async () => {
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    const hello = await db.command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    const info = await db.admin().buildInfo();
    expect(info.version).toMatch(/^\d+\.\d+/);
  });

  it('refuses an unsupported command with 59 CommandNotFound naming the command', async () => {
    const error = await serverErrorOf(db.command({ frobnicateTheDatabase: 1 }));
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
    expect(error.message).toContain('frobnicateTheDatabase');
  });

  it('refuses multi-document transactions on a standalone server', async ({ skip }) => {
    const hello = await db.command({ hello: 1 });
    if (hello.setName !== undefined || hello.msg === 'isdbgrid') skip('MONGODB_URI is a replica set or mongos: transactions are supported there');
    const session = database.client.startSession();
    try {
      const error = await serverErrorOf(session.withTransaction(async () => {
        await db.collection<AnyDoc>(name).insertOne({ a: 1 }, { session });
      }));
      // The driver rewraps the server's IllegalOperation (20) "Transaction numbers are only
      // allowed on a replica set member or mongos" into a retryable-writes hint.
      const original = (error as { originalError?: { code?: number } }).originalError;
      expect(original?.code ?? error.code).toBe(20);
      expect(await db.collection<AnyDoc>(name).countDocuments()).toBe(0);
    } finally {
      await session.endSession();
    }
  });
});
