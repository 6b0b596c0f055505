import { describe, expect, it } from 'vitest';
import { MIN_LEADS_FOR_RESPONSIVENESS, providerResponsiveness, sameResponsiveness } from './responsiveness';

describe('providerResponsiveness', () => {
  it('states nothing before the minimum of leads, however they went', () => {
    expect(providerResponsiveness(undefined)).toBeUndefined();
    expect(providerResponsiveness({ total: MIN_LEADS_FOR_RESPONSIVENESS - 1, acted: 2, replyHours: [1, 1] })).toBeUndefined();
  });

  it('states the share answered in whole percent, and the median reply rounded up to whole hours', () => {
    expect(providerResponsiveness({ total: 3, acted: 0 })).toEqual({ responseRate: 0 });
    expect(providerResponsiveness({ total: 3, acted: 2, replyHours: [0.2, 5.1] })).toEqual({ responseRate: 67, typicalReplyHours: 3 });
    expect(providerResponsiveness({ total: 10, acted: 9, replyHours: [30, 0.1, 2.5] })).toEqual({ responseRate: 90, typicalReplyHours: 3 });
    // A reply within the hour still reads "within 1 h".
    expect(providerResponsiveness({ total: 4, acted: 4, replyHours: [0.01] })).toEqual({ responseRate: 100, typicalReplyHours: 1 });
  });

  it('compares what is stated, not how it was counted', () => {
    expect(sameResponsiveness(undefined, undefined)).toBe(true);
    expect(sameResponsiveness({ responseRate: 50 }, { responseRate: 50, typicalReplyHours: 2 })).toBe(false);
    expect(sameResponsiveness(providerResponsiveness({ total: 4, acted: 2 }), providerResponsiveness({ total: 6, acted: 3 }))).toBe(true);
  });
});
