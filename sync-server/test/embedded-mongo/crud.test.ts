/**
 * Conformance: writes through the official driver (insert, update, delete, findAndModify),
 * duplicate keys, upserts, array filters, pipeline updates and `_id` immutability.
 * Runs against the embedded database, or a real MongoDB when MONGODB_URI is set.
 */
import { Binary, BSONSymbol, Decimal128, Int32, Long, ObjectId } from 'mongodb';
import type { Db, Document, MongoBulkWriteError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { serverErrorOf } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';

/** A document whose `_id` may be of any BSON type. */
interface AnyIdDoc {
  _id: unknown;
  [field: string]: unknown;
}

let database: TestDatabase;
let db: Db;
let collectionCounter = 0;
let name = '';

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  collectionCounter += 1;
  name = `c${collectionCounter}`;
});

describe('insert', () => {
  it('stores documents with every common BSON type and reads them back unchanged', async () => {
    const when = new Date('2026-01-02T03:04:05.678Z');
    const doc = {
      _id: new ObjectId(),
      text: 'héllo',
      int: 42,
      negative: -7,
      double: 3.25,
      long: Long.fromString('9007199254740993'),
      decimal: Decimal128.fromString('12.345'),
      flag: true,
      nothing: null,
      when,
      bytes: new Binary(Buffer.from([1, 2, 3])),
      nested: { deep: { list: [1, 'two', { three: 3 }] } },
      empty: {},
      emptyList: [],
    };
    await db.collection<AnyDoc>(name).insertOne(doc);
    const found = await db.collection<AnyDoc>(name).findOne({ _id: doc._id });
    expect(found).toEqual(doc);
    expect(Object.keys(found ?? {})).toEqual(Object.keys(doc));
  });

  it('keeps a symbol a symbol, and the numbers beside it numbers, through writes, queries and upserts', async () => {
    const items = db.collection<AnyIdDoc>(name);
    await items.insertOne({ _id: new BSONSymbol('sym'), n: 7, ratio: 0.5, big: Long.fromString('9007199254740993'), small: Long.fromNumber(3), list: [1, new BSONSymbol('inner')] });
    await items.updateOne({ _id: new BSONSymbol('upserted') }, { $set: { n: 8 } }, { upsert: true });
    const raw = await items.find({}, { sort: { n: 1 }, promoteValues: false }).toArray();
    expect(raw.map((doc) => doc._id)).toEqual([new BSONSymbol('sym'), new BSONSymbol('upserted')]);
    expect(raw[0]?.list).toEqual([new Int32(1), new BSONSymbol('inner')]);
    const promoted = await items.findOne({ _id: new BSONSymbol('sym') });
    expect(promoted).toMatchObject({ n: 7, ratio: 0.5, small: 3, big: Long.fromString('9007199254740993') });
    expect(await items.countDocuments({ n: { $gt: 7 } })).toBe(1);
  });

  it('gives a document without _id an ObjectId and stores _id first', async () => {
    const result = await db.collection<AnyDoc>(name).insertOne({ a: 1 });
    expect(result.insertedId).toBeInstanceOf(ObjectId);
    const stored = await db.collection<AnyDoc>(name).findOne({});
    expect(Object.keys(stored ?? {})).toEqual(['_id', 'a']);
    await db.collection<AnyDoc>(name).insertOne({ b: 2, _id: 'custom' });
    expect(Object.keys((await db.collection<AnyDoc>(name).findOne({ b: 2 })) ?? {})).toEqual(['_id', 'b']);
  });

  it('rejects a duplicate _id with 11000', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 'x' });
    const error = await serverErrorOf(db.collection<AnyDoc>(name).insertOne({ _id: 'x' }));
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ _id: 'x' });
  });

  it('rejects a unique index violation with 11000, keyPattern and keyValue', async () => {
    const users = db.collection<AnyDoc>(name);
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertOne({ username: 'ann' });
    const error = await serverErrorOf(users.insertOne({ username: 'ann' }));
    expect(error.code).toBe(11000);
    expect(error.keyPattern).toEqual({ username: 1 });
    expect(error.keyValue).toEqual({ username: 'ann' });
    expect(error.message).toMatch(/E11000 duplicate key error/);
    expect(await users.countDocuments()).toBe(1);
  });

  it('inserts the other documents of an unordered insertMany and reports the duplicate', async () => {
    const users = db.collection<AnyDoc>(name);
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@x.test' });
    const docs = [{ email: 'b@x.test' }, { email: 'a@x.test' }, { email: 'c@x.test' }];
    const error = (await serverErrorOf(users.insertMany(docs, { ordered: false }))) as MongoBulkWriteError;
    expect(error.code).toBe(11000);
    expect(error.result.insertedCount).toBe(2);
    expect(error.writeErrors).toHaveLength(1);
    const [writeError] = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    expect(writeError?.index).toBe(1);
    expect(writeError?.code).toBe(11000);
    expect((await users.find({}, { projection: { _id: 0 } }).sort({ email: 1 }).toArray()).map((d) => d.email)).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
  });

  it('stops an ordered insertMany at the first duplicate', async () => {
    const items = db.collection<AnyDoc>(name);
    const error = (await serverErrorOf(items.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }]))) as MongoBulkWriteError;
    expect(error.code).toBe(11000);
    expect(error.result.insertedCount).toBe(1);
    expect(await items.countDocuments()).toBe(1);
  });
});

describe('update', () => {
  it('applies update operators and reports matched and modified counts', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.insertMany([
      { _id: 1, n: 1, tags: ['a'], old: 'x', score: 10 },
      { _id: 2, n: 5, tags: [], score: 3 },
    ]);
    const change: Document = { $inc: { n: 2 }, $push: { tags: 'b' }, $addToSet: { set: 'v' }, $rename: { old: 'renamed' }, $max: { score: 20 }, $mul: { factor: 3 }, $currentDate: { touched: true } };
    const result = await items.updateOne({ _id: 1 }, change);
    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(1);
    const doc = await items.findOne({ _id: 1 });
    expect(doc).toMatchObject({ n: 3, tags: ['a', 'b'], set: ['v'], renamed: 'x', score: 20, factor: 0 });
    expect(doc?.old).toBeUndefined();
    expect(doc?.touched).toBeInstanceOf(Date);
    const many = await items.updateMany({}, { $set: { flag: true }, $unset: { score: '' } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await items.countDocuments({ score: { $exists: true } })).toBe(0);
  });

  it('reports modifiedCount 0 for an update that changes nothing', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 1, a: 1 });
    const result = await db.collection<AnyDoc>(name).updateOne({ _id: 1 }, { $set: { a: 1 } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('pulls matching elements and pops from arrays', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 1, list: [1, 2, 3, 4, 5], objs: [{ k: 1 }, { k: 2 }] });
    const change: Document = { $pull: { list: { $gte: 4 }, objs: { k: 1 } }, $pop: { x: 1 } };
    await db.collection<AnyDoc>(name).updateOne({ _id: 1 }, change);
    expect(await db.collection<AnyDoc>(name).findOne({ _id: 1 })).toEqual({ _id: 1, list: [1, 2, 3], objs: [{ k: 2 }] });
  });

  it('replaces a document but keeps its _id', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 7, a: 1, b: 2 });
    const result = await db.collection<AnyDoc>(name).replaceOne({ _id: 7 }, { c: 3 });
    expect(result.modifiedCount).toBe(1);
    expect(await db.collection<AnyDoc>(name).findOne({ _id: 7 })).toEqual({ _id: 7, c: 3 });
  });

  it('refuses to change _id with 66 ImmutableField (operators and replacement)', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 1, a: 1 });
    const viaSet = await serverErrorOf(db.collection<AnyDoc>(name).updateOne({ _id: 1 }, { $set: { _id: 2 } }));
    expect(viaSet.code).toBe(66);
    const viaReplace = await serverErrorOf(db.collection<AnyDoc>(name).replaceOne({ _id: 1 }, { _id: 2, a: 2 }));
    expect(viaReplace.code).toBe(66);
    const unchanged = await db.collection<AnyDoc>(name).updateOne({ _id: 1 }, { $set: { _id: 1, a: 5 } });
    expect(unchanged.modifiedCount).toBe(1);
    expect(await db.collection<AnyDoc>(name).find().toArray()).toEqual([{ _id: 1, a: 5 }]);
  });

  it('rejects a duplicate created by an update with 11000', async () => {
    const users = db.collection<AnyDoc>(name);
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertMany([{ username: 'ann' }, { username: 'bob' }]);
    const error = await serverErrorOf(users.updateOne({ username: 'bob' }, { $set: { username: 'ann' } }));
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ username: 'ann' });
    expect(await users.countDocuments({ username: 'bob' })).toBe(1);
  });

  it('upserts with fields from the filter, $set and $setOnInsert', async () => {
    const items = db.collection<AnyDoc>(name);
    const first = await items.updateOne({ sku: 'A1', 'meta.kind': 'book' }, { $set: { price: 10 }, $setOnInsert: { createdBy: 'import' } }, { upsert: true });
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    const second = await items.updateOne({ sku: 'A1', 'meta.kind': 'book' }, { $set: { price: 12 }, $setOnInsert: { createdBy: 'other' } }, { upsert: true });
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    const docs = await items.find({}, { projection: { _id: 0 } }).toArray();
    expect(docs).toEqual([{ sku: 'A1', meta: { kind: 'book' }, price: 12, createdBy: 'import' }]);
  });

  it('upserts with the _id of the filter, and replacement upserts', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.updateOne({ _id: 'fixed' }, { $inc: { n: 1 } }, { upsert: true });
    await items.updateOne({ _id: 'fixed' }, { $inc: { n: 1 } }, { upsert: true });
    const replaced = await items.replaceOne({ _id: 'r' }, { value: 1 }, { upsert: true });
    expect(replaced.upsertedId).toBe('r');
    expect(await items.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'fixed', n: 2 },
      { _id: 'r', value: 1 },
    ]);
  });

  it('refuses an upsert whose new document would get an array or regex _id (53), inserting nothing', async () => {
    const items = db.collection<AnyDoc>(name);
    const viaFilter = await serverErrorOf(items.updateOne({ _id: [1, 2] }, { $set: { a: 1 } }, { upsert: true }));
    expect(viaFilter.code).toBe(53);
    const viaUpdate = await serverErrorOf(db.collection(name).updateMany({ sku: 'x' }, { $set: { _id: ['a'] } }, { upsert: true }));
    expect(viaUpdate.code).toBe(53);
    const viaReplacement = await serverErrorOf(items.replaceOne({}, { _id: /^abc/i }, { upsert: true }));
    expect(viaReplacement.code).toBe(53);
    const viaFindAndModify = await serverErrorOf(items.findOneAndReplace({}, { _id: [] }, { upsert: true }));
    expect(viaFindAndModify.code).toBe(53);
    expect(await items.countDocuments()).toBe(0);
  });

  it('updates array elements selected by arrayFilters and by the positional operator', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.insertOne({ _id: 1, grades: [80, 85, 90, 95], items: [{ k: 'a', qty: 1 }, { k: 'b', qty: 1 }] });
    await items.updateOne({ _id: 1 }, { $set: { 'grades.$[g]': 100 } }, { arrayFilters: [{ g: { $gte: 90 } }] });
    await items.updateOne({ _id: 1, 'items.k': 'b' }, { $inc: { 'items.$.qty': 5 } });
    expect(await items.findOne({ _id: 1 })).toEqual({
      _id: 1,
      grades: [80, 85, 100, 100],
      items: [
        { k: 'a', qty: 1 },
        { k: 'b', qty: 6 },
      ],
    });
  });

  it('applies pipeline updates', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.insertMany([{ _id: 1, a: 2, b: 3, tmp: true }, { _id: 2, a: 10, b: 1, tmp: true }]);
    const result = await items.updateMany({}, [{ $set: { total: { $add: ['$a', '$b'] }, big: { $gt: ['$a', 5] } } }, { $unset: 'tmp' }]);
    expect(result.modifiedCount).toBe(2);
    expect(await items.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, a: 2, b: 3, total: 5, big: false },
      { _id: 2, a: 10, b: 1, total: 11, big: true },
    ]);
  });

  it('rejects an unknown update operator', async () => {
    await db.collection<AnyDoc>(name).insertOne({ _id: 1 });
    const error = await serverErrorOf(db.collection<AnyDoc>(name).updateOne({ _id: 1 }, { $frobnicate: { a: 1 } }));
    expect(error.code).toBe(9);
  });
});

describe('delete', () => {
  it('deletes one or many matching documents', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await items.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await items.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect((await items.deleteMany({ k: 99 })).deletedCount).toBe(0);
    expect(await items.countDocuments()).toBe(1);
  });

  it('lets a deleted unique key be inserted again', async () => {
    const users = db.collection<AnyDoc>(name);
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertOne({ username: 'ann' });
    await users.deleteOne({ username: 'ann' });
    await users.insertOne({ username: 'ann' });
    expect(await users.countDocuments({ username: 'ann' })).toBe(1);
  });
});

describe('findAndModify', () => {
  it('returns the document before or after the update, with a projection', async () => {
    const items = db.collection<AnyDoc>(name);
    await items.insertMany([{ _id: 1, n: 1, other: 'x' }, { _id: 2, n: 5 }]);
    const before = await items.findOneAndUpdate({ n: { $gte: 1 } }, { $inc: { n: 10 } }, { sort: { n: -1 }, returnDocument: 'before', projection: { other: 0 } });
    expect(before).toEqual({ _id: 2, n: 5 });
    const after = await items.findOneAndUpdate({ _id: 1 }, { $set: { n: 2 } }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 1, n: 2, other: 'x' });
    expect(await items.findOneAndUpdate({ _id: 99 }, { $set: { n: 1 } })).toBeNull();
  });

  it('answers concurrent increments each with its own result, as counters (rate limits) need', async () => {
    const counters = db.collection<AnyDoc>(name);
    const bump = () => counters.findOneAndUpdate({ key: 'hits' }, { $setOnInsert: { key: 'hits' }, $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' });
    await bump();
    const results = await Promise.all(Array.from({ length: 20 }, bump));
    expect(results.map((doc) => doc?.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('upserts, replaces and deletes', async () => {
    const items = db.collection<AnyDoc>(name);
    const upserted = await items.findOneAndUpdate({ key: 'k' }, { $set: { v: 1 }, $setOnInsert: { created: true } }, { upsert: true, returnDocument: 'after' });
    expect(upserted).toMatchObject({ key: 'k', v: 1, created: true });
    const full = await items.findOneAndUpdate({ key: 'k' }, { $set: { v: 2 } }, { includeResultMetadata: true });
    expect(full.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    const replaced = await items.findOneAndReplace({ key: 'k' }, { key: 'k', replaced: true }, { returnDocument: 'after' });
    expect(replaced).toMatchObject({ key: 'k', replaced: true });
    expect(replaced?.v).toBeUndefined();
    const deleted = await items.findOneAndDelete({ key: 'k' });
    expect(deleted).toMatchObject({ key: 'k', replaced: true });
    expect(await items.countDocuments()).toBe(0);
  });

  it('fails with a top-level 11000 on a duplicate key', async () => {
    const users = db.collection<AnyDoc>(name);
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertMany([{ username: 'ann' }, { username: 'bob' }]);
    const error = await serverErrorOf(users.findOneAndUpdate({ username: 'bob' }, { $set: { username: 'ann' } }));
    expect(error.code).toBe(11000);
    expect(error.codeName).toBe('DuplicateKey');
    expect(error.keyPattern).toEqual({ username: 1 });
    expect(error.keyValue).toEqual({ username: 'ann' });
  });
});
