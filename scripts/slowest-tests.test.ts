import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSlowest, readTestTimes, slowest, type TestTime } from './slowest-tests';

const time = (name: string, ms: number, suite = 'unit'): TestTime => ({ suite, name, ms });

describe('slowest tests', () => {
  it('ranks the ten longest of both suites, longest first', () => {
    const times = [...Array.from({ length: 12 }, (_, i) => time(`unit ${i}`, i * 100)), time('browser', 650, 'e2e')];
    const ranked = slowest(times);
    expect(ranked).toHaveLength(10);
    expect(ranked.slice(0, 6).map((entry) => entry.name)).toEqual(['unit 11', 'unit 10', 'unit 9', 'unit 8', 'unit 7', 'browser']);
    expect(ranked.at(-1)!.name).toBe('unit 3');
  });

  it('prints seconds and the suite, aligned, and nothing for an empty run', () => {
    expect(formatSlowest('Slowest:', [time('a > quick', 900), time('b > slow', 12_345, 'e2e')])).toBe(
      'Slowest:\n  12.3 s  [e2e] b > slow\n   0.9 s  [unit] a > quick\n',
    );
    expect(formatSlowest('Slowest:', [])).toBe('');
  });

  it('reads back what the reporters appended, and nothing from a suite that did not run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'slowest-tests-'));
    try {
      const file = path.join(dir, 'tests.jsonl');
      expect(readTestTimes(file)).toEqual([]);
      writeFileSync(file, `${JSON.stringify(time('a', 1))}\n${JSON.stringify(time('b', 2, 'e2e'))}\n`);
      expect(readTestTimes(file)).toEqual([time('a', 1), time('b', 2, 'e2e')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
