/**
 * What the embedded database does not implement, it refuses with MongoDB's error shape (code,
 * codeName, a message naming the option) instead of answering differently; refused writes write
 * nothing. The refusals are embedded-only (a real MongoDB implements these options); `let`, which
 * is implemented, and the options accepted as harmless run against a real MongoDB too.
 */
import type { Db, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { againstRealMongo, serverErrorOf } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';

let database: TestDatabase;
let db: Db;
let counter = 0;
let name = '';

const CASE_INSENSITIVE = { locale: 'en', strength: 2 };
const docs = [
  { _id: 1, word: 'ping', n: 1 },
  { _id: 2, word: 'PING', n: 2 },
  { _id: 3, word: 'pong', n: 3 },
];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  counter += 1;
  name = `r${counter}`;
  await db.collection<AnyDoc>(name).insertMany(docs);
});

const coll = () => db.collection<AnyDoc>(name);
const all = () => coll().find({}).sort({ _id: 1 }).toArray();

function expectRefusal(error: MongoServerError, option: string, code = 72, codeName = 'InvalidOptions'): void {
  expect(error.code).toBe(code);
  expect(error.codeName).toBe(codeName);
  expect(error.message).toContain(option);
}

describe.skipIf(againstRealMongo)('collation', () => {
  it('is refused on reads: find, count, distinct, aggregate (countDocuments)', async () => {
    expectRefusal(await serverErrorOf(coll().find({ word: 'ping' }, { collation: CASE_INSENSITIVE }).toArray()), "'collation'");
    expectRefusal(await serverErrorOf(db.command({ count: name, query: { word: 'ping' }, collation: CASE_INSENSITIVE })), "'collation'");
    expectRefusal(await serverErrorOf(coll().distinct('word', {}, { collation: CASE_INSENSITIVE })), "'collation'");
    expectRefusal(await serverErrorOf(coll().aggregate([{ $sort: { word: 1 } }], { collation: CASE_INSENSITIVE }).toArray()), "'collation'");
    expectRefusal(await serverErrorOf(coll().countDocuments({ word: 'ping' }, { collation: CASE_INSENSITIVE })), "'collation'");
  });

  it('is refused on writes, which then change nothing', async () => {
    const refused = [
      () => coll().updateOne({ word: 'ping' }, { $set: { n: 9 } }, { collation: CASE_INSENSITIVE }),
      () => coll().updateMany({ word: 'ping' }, { $set: { n: 9 } }, { collation: CASE_INSENSITIVE, upsert: true }),
      () => coll().replaceOne({ word: 'ping' }, { word: 'x' }, { collation: CASE_INSENSITIVE }),
      () => coll().deleteOne({ word: 'ping' }, { collation: CASE_INSENSITIVE }),
      () => coll().deleteMany({ word: 'ping' }, { collation: CASE_INSENSITIVE }),
      () => coll().findOneAndUpdate({ word: 'ping' }, { $set: { n: 9 } }, { collation: CASE_INSENSITIVE }),
      () => coll().findOneAndReplace({ word: 'ping' }, { word: 'x' }, { collation: CASE_INSENSITIVE }),
      () => coll().findOneAndDelete({ word: 'ping' }, { collation: CASE_INSENSITIVE }),
    ];
    for (const attempt of refused) expectRefusal(await serverErrorOf(attempt()), "'collation'");
    expect(await all()).toEqual(docs);
  });

  it('refuses a whole batch when one statement has a collation: the statements before it are not applied either', async () => {
    const error = await serverErrorOf(
      coll().bulkWrite([
        { updateOne: { filter: { _id: 3 }, update: { $set: { n: 30 } } } },
        { updateOne: { filter: { word: 'ping' }, update: { $set: { n: 10 } }, collation: CASE_INSENSITIVE } },
      ]),
    );
    expectRefusal(error, "'collation'");
    expect(await all()).toEqual(docs);
  });

  it('is refused on an index and on a new collection, which are then not created', async () => {
    expectRefusal(await serverErrorOf(coll().createIndex({ word: 1 }, { collation: CASE_INSENSITIVE })), "'collation'");
    expect((await coll().indexes()).map((index) => index.name)).toEqual(['_id_']);
    expectRefusal(await serverErrorOf(db.createCollection(`${name}_collated`, { collation: CASE_INSENSITIVE })), "'collation'");
    expect(await db.listCollections({ name: `${name}_collated` }).toArray()).toEqual([]);
  });

  it("accepts the simple collation, which is MongoDB's default comparison", async () => {
    const found = await coll().find({ word: 'ping' }, { collation: { locale: 'simple' } }).toArray();
    expect(found.map((doc) => doc._id)).toEqual([1]);
    await coll().createIndex({ word: 1 }, { collation: { locale: 'simple' } });
    expect(await coll().countDocuments({ word: 'PING' }, { collation: { locale: 'simple' } })).toBe(1);
    await db.createCollection(`${name}_simple`, { collation: { locale: 'simple' } });
    expect(await db.listCollections({ name: `${name}_simple` }).toArray()).toHaveLength(1);
  });
});

describe.skipIf(againstRealMongo)('aggregation stages', () => {
  it('refuses $out and $merge without writing their target', async () => {
    expectRefusal(await serverErrorOf(coll().aggregate([{ $match: {} }, { $out: `${name}_out` }]).toArray()), '$out', 40324, 'Location40324');
    expectRefusal(await serverErrorOf(coll().aggregate([{ $merge: { into: `${name}_merged` } }]).toArray()), '$merge', 40324, 'Location40324');
    const names = (await db.listCollections().toArray()).map((info) => info.name);
    expect(names).not.toContain(`${name}_out`);
    expect(names).not.toContain(`${name}_merged`);
  });

  it('refuses stages it does not run, also inside $lookup, $unionWith and $facet pipelines', async () => {
    expectRefusal(await serverErrorOf(coll().aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }]).toArray()), '$geoNear', 40324, 'Location40324');
    expectRefusal(await serverErrorOf(coll().aggregate([{ $noSuchStage: {} }]).toArray()), '$noSuchStage', 40324, 'Location40324');
    const nested: [string, AnyDoc][] = [
      ['$collStats', { $lookup: { from: name, pipeline: [{ $collStats: {} }], as: 'x' } }],
      ['$indexStats', { $unionWith: { coll: name, pipeline: [{ $indexStats: {} }] } }],
      ['$search', { $facet: { a: [{ $match: {} }], b: [{ $search: {} }] } }],
    ];
    for (const [stage, outer] of nested) {
      expectRefusal(await serverErrorOf(coll().aggregate([outer]).toArray()), stage, 40324, 'Location40324');
    }
  });

  it('refuses the JavaScript operators $function and $accumulator', async () => {
    const fn = { $function: { body: 'function () { return 1; }', args: [], lang: 'js' } };
    expectRefusal(await serverErrorOf(coll().aggregate([{ $project: { f: fn } }]).toArray()), '$function', 2, 'BadValue');
    const accumulator = { init: 'function () { return 0; }', accumulate: 'function (s) { return s; }', accumulateArgs: [], merge: 'function (a) { return a; }', lang: 'js' };
    expectRefusal(await serverErrorOf(coll().aggregate([{ $group: { _id: null, f: { $accumulator: accumulator } } }]).toArray()), '$accumulator', 2, 'BadValue');
  });

  it('runs $lookup with let and pipeline', async () => {
    const joined = await coll()
      .aggregate([{ $match: { _id: 1 } }, { $lookup: { from: name, let: { n: '$n' }, pipeline: [{ $match: { $expr: { $gt: ['$n', '$$n'] } } }, { $project: { _id: 1 } }], as: 'later' } }])
      .toArray();
    expect(joined[0]?.later).toEqual([{ _id: 2 }, { _id: 3 }]);
  });
});

describe.skipIf(againstRealMongo)('views, validators and special collections', () => {
  const refusedCreates: [string, Record<string, unknown>][] = [
    ['viewOn', { viewOn: 'r1', pipeline: [{ $match: {} }] }],
    ['validator', { validator: { n: { $type: 'int' } } }],
    ['validationLevel', { validationLevel: 'strict' }],
    ['validationAction', { validationAction: 'error' }],
    ['capped', { capped: true, size: 4096 }],
    ['timeseries', { timeseries: { timeField: 't' } }],
    ['clusteredIndex', { clusteredIndex: { key: { _id: 1 }, unique: true } }],
  ];

  it.each(refusedCreates)('refuses create with %s and creates nothing', async (option, options) => {
    const target = `${name}_${option}`;
    expectRefusal(await serverErrorOf(db.createCollection(target, options)), `'${option}'`);
    expect(await db.listCollections({ name: target }).toArray()).toEqual([]);
  });

  it('refuses collMod (validators, view changes) as an unknown command and changes nothing', async () => {
    expectRefusal(await serverErrorOf(db.command({ collMod: name, validator: { n: { $type: 'string' } }, validationLevel: 'strict' })), 'collMod', 59, 'CommandNotFound');
    await coll().insertOne({ _id: 4, n: 4 });
    expect(await coll().countDocuments()).toBe(4);
  });
});

describe.skipIf(againstRealMongo)('find and index options that would change the answer', () => {
  it('refuses min, max, returnKey, showRecordId and tailable on find', async () => {
    await coll().createIndex({ n: 1 });
    expectRefusal(await serverErrorOf(coll().find({}).hint({ n: 1 }).min({ n: 2 }).toArray()), "'min'");
    expectRefusal(await serverErrorOf(coll().find({}).hint({ n: 1 }).max({ n: 2 }).toArray()), "'max'");
    expectRefusal(await serverErrorOf(coll().find({}).returnKey(true).toArray()), "'returnKey'");
    expectRefusal(await serverErrorOf(coll().find({}).showRecordId(true).toArray()), "'showRecordId'");
    expectRefusal(await serverErrorOf(coll().find({}, { tailable: true }).toArray()), "'tailable'");
  });

  it('refuses index options it does not honour and creates no index', async () => {
    expectRefusal(await serverErrorOf(coll().createIndex({ n: 1 }, { hidden: true })), "'hidden'");
    expectRefusal(await serverErrorOf(coll().createIndexes([{ key: { word: 1 } }, { key: { n: 1 }, wildcardProjection: { n: 1 } }])), "'wildcardProjection'");
    expect((await coll().indexes()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('refuses let on count and distinct, which have no variables', async () => {
    expectRefusal(await serverErrorOf(db.command({ count: name, query: { $expr: { $eq: ['$n', '$$n'] } }, let: { n: 1 } })), "'let'");
    expectRefusal(await serverErrorOf(db.command({ distinct: name, key: 'word', query: {}, let: { n: 1 } })), "'let'");
  });

  it('fails an aggregate hinting at a missing index, as find does', async () => {
    const error = await serverErrorOf(coll().aggregate([{ $match: { n: 1 } }], { hint: 'no_such_index' }).toArray());
    expect(error.code).toBe(2);
    expect(error.codeName).toBe('BadValue');
  });
});

describe.skipIf(againstRealMongo)('write concern', () => {
  it('refuses w above 1 and tag sets, which need other members, and writes nothing', async () => {
    expectRefusal(await serverErrorOf(coll().insertOne({ _id: 4 }, { writeConcern: { w: 2 } })), "'w'", 2, 'BadValue');
    expectRefusal(await serverErrorOf(db.command({ update: name, updates: [{ q: { _id: 1 }, u: { $set: { n: 9 } } }], writeConcern: { w: 'eastCoast' } })), "'w'", 2, 'BadValue');
    expect(await all()).toEqual(docs);
  });

  it('accepts w 1 and majority with j and wtimeout, met by every acknowledged write', async () => {
    await coll().insertOne({ _id: 4 }, { writeConcern: { w: 'majority', j: true, wtimeoutMS: 1000 } });
    await coll().insertOne({ _id: 5 }, { writeConcern: { w: 1 } });
    expect(await coll().countDocuments()).toBe(5);
  });
});

describe('let variables', () => {
  const expr = { $expr: { $eq: ['$word', '$$wanted'] } };
  const variables = { wanted: 'ping' };

  it('bind in find and aggregate filters, including a leading $match and a count', async () => {
    expect((await coll().find(expr, { let: variables }).toArray()).map((doc) => doc._id)).toEqual([1]);
    expect((await coll().aggregate([{ $match: expr }, { $project: { _id: 1 } }], { let: variables }).toArray())).toEqual([{ _id: 1 }]);
    expect(await coll().aggregate([{ $match: expr }, { $count: 'n' }], { let: variables }).toArray()).toEqual([{ n: 1 }]);
  });

  it('bind in update, delete and findAndModify filters', async () => {
    await coll().updateMany(expr, { $set: { n: 10 } }, { let: variables });
    await coll().findOneAndUpdate({ $expr: { $eq: ['$word', '$$other'] } }, { $set: { n: 20 } }, { let: { other: 'PING' } });
    await coll().deleteOne({ $expr: { $eq: ['$word', '$$gone'] } }, { let: { gone: 'pong' } });
    expect(await all()).toEqual([
      { _id: 1, word: 'ping', n: 10 },
      { _id: 2, word: 'PING', n: 20 },
    ]);
  });

  it('are expressions, evaluated once per command: $literal binds its argument unevaluated', async () => {
    const pickOne = { $expr: { $eq: ['$_id', '$$target'] } };
    const label = { $literal: '$notAFieldPath' };
    await coll().updateOne(pickOne, [{ $set: { tag: '$$label', twice: '$$double' } }], { let: { target: 1, label, double: { $multiply: [2, 21] } } });
    await coll().findOneAndUpdate(pickOne, [{ $set: { tag: '$$label' } }], { let: { target: 2, label: { $literal: 'plain' } } });
    const odds = await coll().find({ $expr: { $eq: [{ $mod: ['$n', 2] }, '$$one'] } }, { let: { one: { $subtract: [3, 2] } } }).toArray();
    expect(odds.map((doc) => doc._id)).toEqual([1, 3]);
    expect(await all()).toEqual([
      { _id: 1, word: 'ping', n: 1, tag: '$notAFieldPath', twice: 42 },
      { _id: 2, word: 'PING', n: 2, tag: 'plain' },
      { _id: 3, word: 'pong', n: 3 },
    ]);
  });
});

describe('options accepted because they cannot change a result', () => {
  it('answers with comment, maxTimeMS, allowDiskUse and readConcern as without them', async () => {
    const found = await coll().find({ n: { $gte: 2 } }, { comment: 'why', maxTimeMS: 5000, allowDiskUse: true, readConcern: { level: 'local' } }).toArray();
    expect(found.map((doc) => doc._id)).toEqual([2, 3]);
    const grouped = await coll().aggregate([{ $group: { _id: null, total: { $sum: '$n' } } }], { comment: 'why', maxTimeMS: 5000, allowDiskUse: true }).toArray();
    expect(grouped).toEqual([{ _id: null, total: 6 }]);
    await coll().updateOne({ _id: 1 }, { $set: { n: 5 } }, { comment: 'why', bypassDocumentValidation: true });
    expect((await coll().findOne({ _id: 1 }))?.n).toBe(5);
  });
});
