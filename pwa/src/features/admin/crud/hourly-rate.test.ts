import { describe, expect, it } from 'vitest';
import { parseHourlyRate } from './hourly-rate';

describe('parseHourlyRate', () => {
  it('reads a whole number of dollars', () => {
    expect(parseHourlyRate('85')).toBe(85);
    expect(parseHourlyRate(' 120 ')).toBe(120);
  });

  it('keeps the whole part of a decimal, like parseInt', () => {
    expect(parseHourlyRate('49.99')).toBe(49);
  });

  it('gives 0 for empty or invalid input', () => {
    expect(parseHourlyRate('')).toBe(0);
    expect(parseHourlyRate('abc')).toBe(0);
    expect(parseHourlyRate('-20')).toBe(0);
    expect(parseHourlyRate('12abc')).toBe(0);
  });
});
