import { describe, expect, it } from 'vitest';
import { reviewOrigin } from './ReviewOriginMark';

describe('reviewOrigin', () => {
  it('marks only a verified client review, with the month of the hire', () => {
    expect(reviewOrigin({ verifiedClient: true, engagedAt: '2026-11-27T09:00:00.000Z' })).toEqual({ verified: true, hired: 'Hired Nov 2026' });
    expect(reviewOrigin({ verifiedClient: true, engagedAt: undefined })).toEqual({ verified: true, hired: undefined });
  });

  it('never calls an imported review verified, named or not', () => {
    expect(reviewOrigin({ verifiedClient: false, engagedAt: '2026-11-27T09:00:00.000Z' })).toEqual({ verified: false });
  });
});
