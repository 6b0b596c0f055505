import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

describe('read ahead', () => {
  it('gives the value read for a key to every render that asks while it is fresh', () => {
    let clock = 1_000;
    const ahead = readAhead<string[]>(500, () => clock);
    const page = ['card a', 'card b'];
    ahead.put('/marketplace/firms', page);
    clock += 500;
    expect(ahead.take('/marketplace/firms')).toBe(page);
    expect(ahead.take('/marketplace/firms')).toBe(page);
  });

  it('gives nothing for another key, nor once the value is stale', () => {
    let clock = 0;
    const ahead = readAhead<string>(500, () => clock);
    ahead.put('/marketplace/firms', 'firms');
    expect(ahead.take('/marketplace/individuals')).toBeUndefined();
    clock = 501;
    expect(ahead.take('/marketplace/firms')).toBeUndefined();
  });

  it('keeps only the latest read: an earlier address is read again', () => {
    const ahead = readAhead<string>(500, () => 0);
    ahead.put('/marketplace/firms', 'firms');
    ahead.put('/marketplace/individuals', 'individuals');
    expect(ahead.take('/marketplace/firms')).toBeUndefined();
    expect(ahead.take('/marketplace/individuals')).toBe('individuals');
  });
});
