import { describe, expect, it } from 'vitest';
import { formatHours, groupDays, shortDay } from './analytics-format';

describe('shortDay', () => {
  it('reads the date as a UTC day, whatever the time zone', () => {
    expect(shortDay('2026-11-05')).toBe('5 Nov');
  });

  it('leaves text that is no date alone', () => {
    expect(shortDay('soon')).toBe('soon');
  });
});

describe('formatHours', () => {
  it('says when no lead was answered', () => {
    expect(formatHours(null)).toBe('—');
  });

  it('uses minutes, hours or days by size', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(5.25)).toBe('5.3 h');
    expect(formatHours(72)).toBe('3.0 days');
  });
});

describe('groupDays', () => {
  const days = Array.from({ length: 9 }, (_, index) => ({ date: `2026-11-0${index + 1}`, matched: 1, unmatched: index }));

  it('sums each run of days under its first day, the last run shorter', () => {
    expect(groupDays(days, 7)).toEqual([
      { date: '2026-11-01', matched: 7, unmatched: 21 },
      { date: '2026-11-08', matched: 2, unmatched: 15 },
    ]);
  });

  it('leaves daily rows alone', () => {
    expect(groupDays(days, 1)).toEqual(days);
  });
});
