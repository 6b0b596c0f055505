import { describe, expect, it } from 'vitest';
import { isMarketplacePath } from './marketplace-path';

describe('isMarketplacePath', () => {
  it('accepts the marketplace itself and every segment the address format knows', () => {
    expect(isMarketplacePath('/marketplace')).toBe(true);
    expect(isMarketplacePath('/marketplace/')).toBe(true);
    expect(isMarketplacePath('/marketplace/firms')).toBe(true);
    expect(isMarketplacePath('/marketplace/professionals/canada')).toBe(true);
    expect(isMarketplacePath('/marketplace/Individuals/Toronto')).toBe(true);
  });

  it('refuses an unknown or malformed segment', () => {
    expect(isMarketplacePath('/marketplace/no-such-thing')).toBe(false);
    expect(isMarketplacePath('/marketplace/firms/atlantis')).toBe(false);
    expect(isMarketplacePath('/marketplace/%E0%A4%A')).toBe(false);
  });
});
