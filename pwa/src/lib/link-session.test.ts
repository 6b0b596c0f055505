import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { openLinkSession } from './link-session';

const refusedWith = (status: number) => () => Promise.reject(new ApiError(status, `${status}: no`, { message: 'no' }));

describe('opening a private link’s session', () => {
  it('says opened when the key was exchanged for a session', async () => {
    expect(await openLinkSession(() => Promise.resolve({ success: true }))).toBe('opened');
  });

  it('says refused when the server turned the key down, so the key is dropped', async () => {
    for (const status of [400, 401, 403]) expect(await openLinkSession(refusedWith(status))).toBe('refused');
  });

  it('says try later for a rate limit, a server error or no answer, so the key is kept for another try', async () => {
    expect(await openLinkSession(refusedWith(429))).toBe('try-later');
    expect(await openLinkSession(refusedWith(503))).toBe('try-later');
    expect(await openLinkSession(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('try-later');
  });
});
