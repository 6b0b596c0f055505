import { describe, expect, it } from 'vitest';
import { invitationStateOf } from './review-page-state';

const refused = (status: number, body: unknown) => ({ type: 'refused' as const, status, headers: new Headers(), body });

describe('invitationStateOf', () => {
  it('is checking until the call settles', () => {
    expect(invitationStateOf(undefined, true)).toEqual({ status: 'checking' });
  });

  it('names the professional of an open link', () => {
    const professional = { fullName: 'Jane Smith', businessName: 'Smith Books', profilePath: '/@jane' };
    expect(invitationStateOf({ type: 'answer', data: { success: true, professional, engagedAt: '2026-11-27T09:00:00.000Z' } }, true)).toEqual({
      status: 'open',
      professional,
      engagedAt: '2026-11-27T09:00:00.000Z',
    });
  });

  it('shows the server\'s message for an unknown, used or expired link', () => {
    expect(invitationStateOf(refused(409, { message: 'This review link has already been used.' }), true)).toEqual({
      status: 'refused',
      title: 'Already reviewed',
      message: 'This review link has already been used.',
    });
    expect(invitationStateOf(refused(410, { message: 'Expired.' }), true)).toMatchObject({ title: 'This review link has expired', message: 'Expired.' });
    expect(invitationStateOf(refused(404, 'not json'), true)).toMatchObject({ title: 'We can’t find this review link', message: expect.stringContaining('Open it again') });
  });

  it('lets the review be written when the link cannot be checked', () => {
    expect(invitationStateOf({ type: 'unreachable', error: new TypeError('offline') }, false)).toEqual({ status: 'unchecked', offline: true });
    expect(invitationStateOf({ type: 'unreachable', error: new TypeError('timeout') }, true)).toEqual({ status: 'unchecked', offline: false });
    expect(invitationStateOf(refused(503, { message: 'Service temporarily unavailable' }), true)).toEqual({ status: 'unchecked', offline: false });
  });
});
