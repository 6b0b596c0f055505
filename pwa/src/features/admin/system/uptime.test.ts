import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatUptime } from './uptime';

describe('formatUptime', () => {
  it('shows days, hours, minutes and seconds', () => {
    expect(formatUptime(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 3h 4m 5s');
  });

  it('keeps inner zero units but drops leading ones', () => {
    expect(formatUptime((24 * 3600 + 7) * 1000)).toBe('1d 0h 0m 7s');
    expect(formatUptime(65_000)).toBe('1m 5s');
  });

  it('shows seconds alone for a fresh start, and never a negative time', () => {
    expect(formatUptime(999)).toBe('0s');
    expect(formatUptime(-5000)).toBe('0s');
  });
});

describe('formatMegabytes', () => {
  it('shows one decimal', () => {
    expect(formatMegabytes(1.5)).toBe('1.5 MB');
  });
});
