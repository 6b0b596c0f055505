import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('timeAgo', () => {
  it('says just now within the first minute, and for a clock that moved backwards', () => {
    expect(timeAgo(now - 59_000, now)).toBe('just now');
    expect(timeAgo(now + 5_000, now)).toBe('just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(now - 5 * 60_000 - 30_000, now)).toBe('5 min ago');
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(timeAgo(now - 26 * 3_600_000, now)).toBe('1 day ago');
    expect(timeAgo(now - 3 * 86_400_000, now)).toBe('3 days ago');
  });
});
