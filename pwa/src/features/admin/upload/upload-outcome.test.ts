import { describe, expect, it } from 'vitest';
import { uploadOutcomeTitle, uploadReviewPath } from './upload-outcome';

describe('uploadOutcomeTitle', () => {
  it('calls an upload without refused rows a success', () => {
    expect(uploadOutcomeTitle({ status: 'completed', imported: 3, errors: 0 })).toBe('Upload completed successfully! Imported 3 firms.');
  });

  it('never calls an upload with refused rows a plain success', () => {
    expect(uploadOutcomeTitle({ status: 'completed', imported: 18, errors: 2 })).toBe('Upload completed. Imported 18 firms; 2 rows were refused.');
    expect(uploadOutcomeTitle({ status: 'completed', imported: 0, errors: 1 })).toBe('Upload completed. No firms were imported; 1 row was refused.');
  });

  it('points to the error messages when the upload stopped', () => {
    expect(uploadOutcomeTitle({ status: 'error', imported: 5, errors: 0 })).toBe('Upload encountered errors. Check the error messages below.');
  });
});

describe('uploadReviewPath', () => {
  it('opens the review queue on the upload', () => {
    expect(uploadReviewPath('0b6f5f0e-1c1b-4d8e-9a53-2f4c2b1d9e10')).toBe('/admin/dashboard?upload=0b6f5f0e-1c1b-4d8e-9a53-2f4c2b1d9e10');
  });
});
