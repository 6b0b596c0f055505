import { describe, expect, it } from 'vitest';
import { HIRE_ERROR_TEXTS, hireErrorText } from './hire-errors';

describe('hire error texts', () => {
  it('names a refused business registration', () => {
    expect(hireErrorText({ refused: 'rejected', step: 0 })).toBe(HIRE_ERROR_TEXTS.register);
  });
  it('names a refused booking', () => {
    expect(hireErrorText({ refused: 'conflict', step: 1 })).toBe(HIRE_ERROR_TEXTS.booking);
  });
  it('asks to fix the fields on a 400/422 from either step', () => {
    expect(hireErrorText({ refused: 'invalid', step: 0 })).toBe(HIRE_ERROR_TEXTS.invalid);
    expect(hireErrorText({ refused: 'invalid', step: 1 })).toBe(HIRE_ERROR_TEXTS.invalid);
  });
  it('falls back to the generic text when the request could not even be queued', () => {
    expect(hireErrorText({ refused: 'not-queued' })).toBe(HIRE_ERROR_TEXTS.generic);
  });
});
