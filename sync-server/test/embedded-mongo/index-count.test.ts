/**
 * Unit test of counting from index positions (index-count.ts) on an in-memory collection: every
 * count it gives equals what mingo finds by testing every document, it answers the marketplace's
 * shapes (equality, `$all` on an array field, fields skipped over) without a document, and it
 * declines exactly where index keys and mingo's matching part ways.
 */
import { UUID } from 'bson';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Document } from '../../src/embedded-mongo/bson-values';
import { Collection } from '../../src/embedded-mongo/collection';
import { normalizeIndexSpec } from '../../src/embedded-mongo/collection-index';
import { countFromIndex } from '../../src/embedded-mongo/index-count';

const SERVICES = [['tax'], ['pay', 'tax'], ['pay'], ['cfo', 'pay', 'tax'], ['books'], ['pay', 'pay']];
const COUNTRIES = ['US', 'CA', 'UK'];

function provider(i: number): Document {
  const doc: Document = { _id: i, ok: i % 9 !== 0, type: i % 3 === 0 ? 'firm' : 'solo', country: COUNTRIES[i % 3], city: `c${i % 7}`, services: SERVICES[i % SERVICES.length] };
  if (i % 10 === 0) delete doc.city;
  return doc;
}

function collectionOf(docs: Document[]): Collection {
  const collection = new Collection('db', 'providers', { uuid: new UUID(), options: {} }, () => undefined);
  collection.createIndex(normalizeIndexSpec({ key: { ok: 1, type: 1, country: 1, city: 1 }, name: 'place' }));
  collection.createIndex(normalizeIndexSpec({ key: { ok: 1, services: 1, type: 1, country: 1, city: 1 }, name: 'service' }));
  for (const doc of docs) collection.insert(doc);
  return collection;
}

const scanCount = (collection: Collection, filter: Document): number => {
  const query = new Query(filter);
  return [...collection.scanNatural()].filter((rec) => query.test(rec.doc)).length;
};

const ANSWERED: Document[] = [
  { ok: true },
  { ok: true, type: 'firm' },
  { ok: true, country: 'CA' }, // type skipped over
  { ok: true, city: 'c3' }, // type and country skipped over
  { ok: true, type: { $in: ['firm', 'solo'] }, city: 'c1' },
  { ok: true, services: 'pay' },
  { ok: true, services: { $all: ['pay'] } },
  { ok: true, services: { $all: ['pay', 'tax'] } },
  { ok: true, services: { $all: ['pay', 'tax', 'cfo'] }, country: 'US' },
  { ok: true, services: { $all: ['tax', 'pay'] }, type: 'firm', city: 'c2' },
  { ok: true, services: { $all: ['books', 'pay'] } }, // none holds both
  { ok: false, services: { $all: ['nothing', 'pay'] } },
];

describe('countFromIndex', () => {
  it('answers equality, $all on an array field and skipped fields from the index, with the counts a scan finds', () => {
    const collection = collectionOf(Array.from({ length: 600 }, (_, i) => provider(i)));
    for (const filter of ANSWERED) {
      const expected = scanCount(collection, filter);
      expect(countFromIndex(collection, filter), JSON.stringify(filter)).toBe(expected);
    }
    expect(scanCount(collection, { ok: true, services: { $all: ['pay', 'tax'] } })).toBeGreaterThan(0);
  });

  it('declines $in over an array field, whose documents can hold several of the values', () => {
    const collection = collectionOf(Array.from({ length: 60 }, (_, i) => provider(i)));
    expect(countFromIndex(collection, { ok: true, services: { $in: ['pay', 'tax'] } })).toBeUndefined();
  });

  it("declines $all of one value once a document holds a non-array there (mingo's $all never matches one)", () => {
    const docs = [...Array.from({ length: 60 }, (_, i) => provider(i)), { _id: 'scalar', ok: true, type: 'firm', country: 'US', services: 'pay' }];
    const collection = collectionOf(docs);
    expect(countFromIndex(collection, { ok: true, services: { $all: ['pay'] } })).toBeUndefined();
    // Equality matches the non-array too, and two values never both equal one non-array.
    expect(countFromIndex(collection, { ok: true, services: 'pay' })).toBe(scanCount(collection, { ok: true, services: 'pay' }));
    const both = { ok: true, services: { $all: ['pay', 'tax'] } };
    expect(countFromIndex(collection, both)).toBe(scanCount(collection, both));
  });

  it('declines an array field once a document holds an array inside it (its key equals its first element)', () => {
    const docs = [...Array.from({ length: 60 }, (_, i) => provider(i)), { _id: 'nested', ok: true, type: 'firm', country: 'US', services: [['pay']] }];
    const collection = collectionOf(docs);
    expect(countFromIndex(collection, { ok: true, services: 'pay' })).toBeUndefined();
    expect(countFromIndex(collection, { ok: true, type: 'firm' })).toBe(scanCount(collection, { ok: true, type: 'firm' }));
  });

  it('declines a field skipped over or filtered with $all when documents hold arrays there', () => {
    const docs = [...Array.from({ length: 60 }, (_, i) => provider(i)), { _id: 'two-types', ok: true, type: ['firm', 'solo'], country: 'US' }];
    const collection = collectionOf(docs);
    expect(countFromIndex(collection, { ok: true, country: 'US' })).toBeUndefined();
    expect(countFromIndex(collection, { ok: true, country: { $all: ['US'] } })).toBeUndefined();
  });
});
