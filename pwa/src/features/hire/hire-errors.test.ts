import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { HIRE_ERROR_TEXTS, hireErrorText, HireStepError } from './hire-errors';

const api = (status: number, body = 'oops') => new ApiError(status, `${status}: ${body}`, undefined);

describe('hire error texts', () => {
  it('names a refused business registration', () => {
    expect(hireErrorText(new HireStepError('register', api(500)))).toBe(HIRE_ERROR_TEXTS.register);
  });
  it('names a refused booking', () => {
    expect(hireErrorText(new HireStepError('booking', api(422)))).toBe(HIRE_ERROR_TEXTS.booking);
  });
  it('asks to fix the fields on a 400 from either step', () => {
    expect(hireErrorText(new HireStepError('register', api(400)))).toBe(HIRE_ERROR_TEXTS.invalid);
    expect(hireErrorText(new HireStepError('booking', api(400)))).toBe(HIRE_ERROR_TEXTS.invalid);
    expect(hireErrorText(new Error('400: bad request'))).toBe(HIRE_ERROR_TEXTS.invalid);
  });
  it('does not mistake a 400 inside another status body for a 400', () => {
    expect(hireErrorText(new HireStepError('booking', api(500, 'took 400 ms')))).toBe(HIRE_ERROR_TEXTS.booking);
  });
  it('falls back to the generic text for network failures and anything else', () => {
    expect(hireErrorText(new TypeError('Failed to fetch'))).toBe(HIRE_ERROR_TEXTS.generic);
    expect(hireErrorText('weird')).toBe(HIRE_ERROR_TEXTS.generic);
  });
});
