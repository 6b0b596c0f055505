/**
 * Embedded only: the simple-shape matcher answers exactly as mingo's Query for every document
 * it is sure about (and defers the rest), over values of every kind an app document may hold.
 */
import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { compileSimplePredicate } from '../../src/embedded-mongo/simple-predicate';

const VALUES: unknown[] = [
  undefined, null, true, false, 0, -0, 1, 7, 2.5, Number.NaN, 'pay', 'Pay', 'PAY roll', '', 'abacus', 'x',
  [], ['pay'], ['pay', 'tax'], ['Pay'], [null], ['tax', null], [1, 'pay'], [['pay']], [{ t: 'pay' }], { t: 'pay' },
  new Date(0), new ObjectId('0123456789abcdef01234567'), [true], [7, 1],
];

const FILTERS: Record<string, unknown>[] = [
  { f: 'pay' }, { f: true }, { f: 7 }, { f: 0 }, { f: { $eq: 'pay' } },
  { f: { $in: ['pay', 7] } }, { f: { $in: [false] } },
  { f: { $all: ['pay'] } }, { f: { $all: ['pay', 'tax'] } }, { f: { $all: [7, 1] } },
  { f: /pay/i }, { f: /^P/ }, { f: /abacus/i, g: true },
  { $or: [{ f: /pay/i }, { g: 'pay' }] }, { $and: [{ f: 'pay' }, { g: { $in: [true, 'x'] } }] },
];

describe('simple-shape matcher', () => {
  it('agrees with mingo wherever it answers', () => {
    let answered = 0;
    for (const filter of FILTERS) {
      const predicate = compileSimplePredicate(filter);
      expect(predicate, JSON.stringify(filter)).toBeDefined();
      const query = new Query(filter);
      for (const f of VALUES) {
        for (const g of [undefined, true, 'pay', ['x']]) {
          const doc: Record<string, unknown> = {};
          if (f !== undefined) doc.f = f;
          if (g !== undefined) doc.g = g;
          const fast = predicate?.(doc);
          if (fast === undefined) continue;
          answered += 1;
          expect(fast, `${JSON.stringify(filter)} on ${String(f)} / ${String(g)}`).toBe(query.test(doc));
        }
      }
    }
    expect(answered).toBeGreaterThan(1000);
  });

  it('declines shapes it does not model', () => {
    for (const filter of [{ f: null }, { 'f.g': 1 }, { f: { $in: [] } }, { f: { $all: [] } }, { f: { $gt: 1 } }, { f: /x/g }, { f: { $in: ['a', null] } }, { $nor: [{ f: 1 }] }, { f: Number.NaN }]) {
      expect(compileSimplePredicate(filter), JSON.stringify(filter)).toBeUndefined();
    }
  });
});
