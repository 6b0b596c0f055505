import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBED, unsubscribeState } from './unsubscribe-state';

const answer = { type: 'answer' as const, data: { success: true as const, message: 'You will no longer get emails about this request.' } };
const refused = (status: number, body: unknown = { message: 'Too many tries' }) => ({ type: 'refused' as const, status, headers: new Headers(), body });

describe('the unsubscribe page', () => {
  it('works until the call settles, then says the emails stopped in the server\'s words', () => {
    expect(unsubscribeState({ opening: 'opened', settlement: undefined, online: true })).toEqual({ status: 'working' });
    expect(unsubscribeState({ opening: 'opened', settlement: answer, online: true })).toEqual({ status: 'done', message: answer.data.message });
  });

  it('counts an answer it could not read as done: the server accepted the call', () => {
    expect(unsubscribeState({ opening: undefined, settlement: { type: 'unreadable' }, online: true })).toEqual({ status: 'done', message: UNSUBSCRIBED });
  });

  it('has no access when the link\'s key is refused, or a 401 comes without a link', () => {
    expect(unsubscribeState({ opening: 'refused', settlement: undefined, online: true })).toEqual({ status: 'no-access', reason: 'link-refused' });
    expect(unsubscribeState({ opening: undefined, settlement: refused(401), online: true })).toEqual({ status: 'no-access', reason: 'no-link' });
    expect(unsubscribeState({ opening: 'opened', settlement: refused(401), online: true })).toEqual({ status: 'no-access', reason: 'link-refused' });
  });

  it('waits to check the link again when its key got no answer yet', () => {
    expect(unsubscribeState({ opening: 'try-later', settlement: refused(401), online: true })).toEqual({ status: 'link-waiting' });
  });

  it('is offline without an answer on a device that is offline, else failed', () => {
    const unreachable = { type: 'unreachable' as const, error: new TypeError('Failed to fetch') };
    expect(unsubscribeState({ opening: undefined, settlement: unreachable, online: false })).toEqual({ status: 'offline' });
    expect(unsubscribeState({ opening: undefined, settlement: unreachable, online: true })).toEqual({ status: 'failed' });
  });

  it('shows a refusal\'s own message, but never a server error\'s', () => {
    expect(unsubscribeState({ opening: 'opened', settlement: refused(429), online: true })).toEqual({ status: 'failed', message: 'Too many tries' });
    expect(unsubscribeState({ opening: 'opened', settlement: refused(500, { message: 'Internal' }), online: true })).toEqual({ status: 'failed', message: undefined });
  });
});
