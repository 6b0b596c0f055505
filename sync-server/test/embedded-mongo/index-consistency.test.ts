/**
 * Conformance: a query gives the same documents whether an index serves it or the collection
 * is scanned (`hint({$natural: 1})`), over generated documents with mixed types, nulls, missing
 * fields and arrays, and generated filters (equality, $in, ranges, sort + limit).
 */
import type { Db, Document, Filter } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { AnyDoc } from './conformance-helpers';
import type { TestDatabase } from '../support/database';

let database: TestDatabase;
let db: Db;

/** A small deterministic PRNG, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const next = random(42);
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
const VALUES = [0, 1, 2, 3, 2.5, -1, 'a', 'b', 'B', '', null, true, false, new Date(1000), new Date(2000)];

function value(): unknown {
  const roll = next();
  if (roll < 0.1) return undefined;
  if (roll < 0.2) return [pick(VALUES), pick(VALUES)];
  return pick(VALUES);
}

function filter(): Filter<AnyDoc> {
  const field = pick(['a', 'b', 'c']);
  const roll = next();
  if (roll < 0.3) return { [field]: pick(VALUES) };
  if (roll < 0.5) return { [field]: { $in: [pick(VALUES), pick(VALUES)] } };
  if (roll < 0.7) return { [field]: { [pick(['$gt', '$gte', '$lt', '$lte'])]: pick(VALUES) } };
  if (roll < 0.8) return { a: pick(VALUES), b: { $in: [pick(VALUES), pick(VALUES)] } };
  if (roll < 0.9) return { $or: [{ [field]: pick(VALUES) }, { [field]: { [pick(['$gt', '$lt'])]: pick(VALUES) }, b: pick(VALUES) }] };
  return { [field]: { $gte: pick([0, 1, 'a']), $lte: pick([2, 3, 'b']) } };
}

describe('index consistency', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const docs = Array.from({ length: 400 }, (_, i) => {
      const doc: Document = { _id: i };
      for (const field of ['a', 'b', 'c']) {
        const v = value();
        if (v !== undefined) doc[field] = v;
      }
      return doc;
    });
    // `c` never holds arrays, so its index can serve sorts.
    for (const doc of docs) if (Array.isArray(doc.c)) doc.c = doc.c[0];
    await db.collection<AnyDoc>('mixed').insertMany(docs);
    await db.collection<AnyDoc>('mixed').createIndex({ a: 1 });
    await db.collection<AnyDoc>('mixed').createIndex({ a: 1, b: -1 });
    await db.collection<AnyDoc>('mixed').createIndex({ b: 1 });
    await db.collection<AnyDoc>('mixed').createIndex({ c: -1 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('matches the same documents with and without indexes', async () => {
    const coll = db.collection<AnyDoc>('mixed');
    for (let round = 0; round < 150; round += 1) {
      const query = filter();
      const viaIndex = (await coll.find(query).toArray()).map((doc) => Number(doc._id)).sort((x, y) => x - y);
      const viaScan = (await coll.find(query).hint({ $natural: 1 }).toArray()).map((doc) => Number(doc._id)).sort((x, y) => x - y);
      expect(viaIndex, JSON.stringify(query)).toEqual(viaScan);
    }
  });

  it('sorts and limits the same with and without indexes', async () => {
    const coll = db.collection<AnyDoc>('mixed');
    for (let round = 0; round < 60; round += 1) {
      const roll = next();
      const query = roll < 0.4 ? {} : roll < 0.7 ? { c: { $gte: pick([0, 1, 'a', null]) } } : { $or: [{ c: { $gt: pick([0, 'a']) } }, { c: pick(VALUES), a: pick(VALUES) }] };
      const direction = next() < 0.5 ? 1 : -1;
      const limit = 1 + Math.floor(next() * 30);
      const viaIndex = await coll.find(query).sort({ c: direction }).limit(limit).toArray();
      const viaScan = await coll.find(query).sort({ c: direction }).limit(limit).hint({ $natural: 1 }).toArray();
      // Ties may come in any order (as in MongoDB), and a missing field sorts as null: compare the keys.
      const keys = (docs: Document[]): unknown[] => docs.map((doc) => doc.c ?? null);
      expect(keys(viaIndex), JSON.stringify({ query, direction, limit })).toEqual(keys(viaScan));
    }
  });
});
