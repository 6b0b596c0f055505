import { describe, expect, it } from 'vitest';
import { requestMatchState, requestMatchStatus, type RequestMatchFacts } from './request-match-state';

const now = new Date('2026-11-27T10:00:00Z');
const match = (facts: Partial<RequestMatchFacts>): RequestMatchFacts => ({ status: 'new', updatedAt: '2026-11-26T09:00:00Z', replaced: false, ...facts });
const say = (facts: Partial<RequestMatchFacts>, timeZone?: string) => requestMatchState(match(facts), { now, timeZone });

describe('requestMatchState', () => {
  it('counts the hours a new match has left to reply, rounded up', () => {
    expect(say({ respondBy: '2026-11-28T08:00:00Z' })).toBe('Waiting for a reply (22 h left)');
    expect(say({ respondBy: '2026-11-27T10:20:00Z' })).toBe('Waiting for a reply (1 h left)');
    expect(say({ respondBy: new Date('2026-11-27T21:30:00Z') })).toBe('Waiting for a reply (12 h left)');
  });

  it('says only "Waiting for a reply" without a deadline or once it passed', () => {
    expect(say({})).toBe('Waiting for a reply');
    expect(say({ respondBy: '2026-11-27T09:59:00Z' })).toBe('Waiting for a reply');
  });

  it('dates a contact in the reader\'s time zone', () => {
    expect(say({ status: 'contacted', updatedAt: '2026-11-26T23:30:00Z' })).toBe('Contacted you on Nov 26, 2026');
    expect(say({ status: 'contacted', updatedAt: '2026-11-26T23:30:00Z' }, 'Europe/Berlin')).toBe('Contacted you on Nov 27, 2026');
  });

  it('says whether another professional was offered in place of one who passed or did not reply', () => {
    expect(say({ status: 'passed', replaced: true })).toBe('Passed — we offered another professional');
    expect(say({ status: 'passed' })).toBe('Passed');
    expect(say({ status: 'expired', replaced: true })).toBe('No reply in time — we offered another professional');
    expect(say({ status: 'expired' })).toBe('Closed — no reply in time');
  });

  it('names the outcome of a finished match', () => {
    expect(say({ status: 'won' })).toBe('Hired');
    expect(say({ status: 'lost' })).toBe('Not hired');
  });

  it('says "Closed" for a match the customer closed, "Not hired" when they hired someone else', () => {
    expect(say({ status: 'lost', customerOutcome: 'closed' })).toBe('Closed');
    expect(say({ status: 'lost', customerOutcome: 'hired-other' })).toBe('Not hired');
    expect(say({ status: 'won', customerOutcome: 'hired' })).toBe('Hired');
  });
});

describe('requestMatchStatus', () => {
  it('is the lead status, or expired once the deadline passed unanswered', () => {
    expect(requestMatchStatus({ status: 'contacted' })).toBe('contacted');
    expect(requestMatchStatus({ status: 'new', expiredAt: '2026-11-27T00:00:00Z' })).toBe('expired');
  });
});
