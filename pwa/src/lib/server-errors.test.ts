import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { failureText, serverFieldErrors } from './server-errors';

describe('server error helpers', () => {
  it('shows the server message, else the error message, else the connection hint', () => {
    expect(failureText(new ApiError(409, '409: {...}', { message: 'This username is already taken' }))).toBe('This username is already taken');
    expect(failureText(new ApiError(502, '502: Bad Gateway', undefined))).toBe('502: Bad Gateway');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('Please check your connection and try again');
  });
  it('lists the first error per field from a 400 or 409 body', () => {
    const error = new ApiError(400, '400', {
      message: 'Invalid',
      errors: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'email', message: 'second' },
        { path: 'services.0', message: 'Unknown service' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'services', message: 'Unknown service' },
    ]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});
