/**
 * Unit test of the index's ordered container against a plain sorted array, through enough
 * inserts and deletes to split and empty many blocks.
 */
import { describe, expect, it } from 'vitest';
import { SortedList } from '../../src/embedded-mongo/sorted-list';

describe('SortedList', () => {
  it('stays ordered through random inserts and deletes, and iterates from any position or between two both ways', () => {
    let state = 7;
    const random = (limit: number): number => {
      state = (state * 48271) % 2147483647;
      return state % limit;
    };
    const list = new SortedList<number>((a, b) => a - b);
    const reference: number[] = [];
    for (let step = 0; step < 20_000; step += 1) {
      const value = random(5_000) + step / 100_000; // distinct values
      if (reference.length > 0 && random(3) === 0) {
        const victim = reference[random(reference.length)] as number;
        expect(list.delete(victim)).toBe(true);
        reference.splice(reference.indexOf(victim), 1);
      } else {
        list.insert(value);
        reference.push(value);
      }
    }
    reference.sort((a, b) => a - b);
    expect(list.size).toBe(reference.length);
    expect([...list.iterate('start', false)]).toEqual(reference);
    expect([...list.iterate('end', true)]).toEqual([...reference].reverse());
    for (const probe of [-1, 0, 1234.5, 2500, 4999.9, 6000]) {
      const from = reference.findIndex((value) => value >= probe);
      const start = from < 0 ? reference.length : from;
      expect([...list.iterate(list.lowerBound(probe), false)]).toEqual(reference.slice(start));
      expect([...list.iterate(list.lowerBound(probe), true)]).toEqual(reference.slice(0, start).reverse());
    }
    for (const [low, high] of [[-1, 6000], [1234.5, 2500], [2500, 1234.5], [4999.9, 6000], [0, 0]]) {
      const position = (probe: number) => {
        const index = reference.findIndex((value) => value >= probe);
        return index < 0 ? reference.length : index;
      };
      const start = position(low as number);
      const end = position(high as number);
      const between = reference.slice(start, Math.max(start, end));
      expect([...list.iterateBetween(list.lowerBound(low as number), list.lowerBound(high as number), false)]).toEqual(between);
      expect([...list.iterateBetween(list.lowerBound(low as number), list.lowerBound(high as number), true)]).toEqual([...between].reverse());
      expect(list.countBetween(list.lowerBound(low as number), list.lowerBound(high as number))).toBe(between.length);
    }
    expect(list.delete(-42)).toBe(false);
  });

  it('takes a sorted run in one load and stays ordered through later inserts and deletes', () => {
    const list = new SortedList<number>((a, b) => a - b);
    const loaded = Array.from({ length: 3_000 }, (_, i) => i * 2);
    list.loadSorted(loaded);
    expect(list.size).toBe(3_000);
    for (let odd = 1; odd < 6_000; odd += 4) list.insert(odd);
    for (let even = 0; even < 6_000; even += 6) expect(list.delete(even)).toBe(true);
    const expected = [...loaded.filter((even) => even % 6 !== 0), ...Array.from({ length: 1_500 }, (_, i) => 1 + i * 4)].sort((a, b) => a - b);
    expect([...list.iterate('start', false)]).toEqual(expected);
    expect(list.at(list.lowerBound(1_001))).toBe(1_001);
  });
});
