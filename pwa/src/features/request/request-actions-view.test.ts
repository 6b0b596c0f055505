import { describe, expect, it } from 'vitest';
import type { CustomerRequestSummary, RequestMatch } from '@ledgerlink/shared-schema';
import type { RequestActionItem } from '../../offline/requests';
import { actionChoices, actionLabel, actionNotices, ANSWER_SHOWN_MS } from './request-actions-view';

const request = (overrides: Partial<CustomerRequestSummary> = {}): CustomerRequestSummary => ({
  id: 'a'.repeat(24),
  kind: 'business',
  services: ['bookkeeping'],
  contact: { email: 'me@example.com' },
  createdAt: '2026-11-27T09:00:00.000Z',
  editable: true,
  ...overrides,
});

const match = (n: number, status: RequestMatch['status']): RequestMatch => ({
  leadId: String(n).padStart(24, '0'),
  status,
  state: '',
  provider: { id: String(n).padStart(24, '1'), fullName: `Ada ${n}`, businessName: `Ada ${n} Books`, providerType: 'individual', location: 'Leeds', averageRating: 4, totalReviews: 2, slug: `ada-${n}`, username: `ada_${n}`, credentials: [] },
  score: 80,
  breakdown: {},
  updatedAt: '2026-11-27T09:00:00.000Z',
  replaced: false,
});

const item = (action: RequestActionItem['action'], state: RequestActionItem['state'], extra: Partial<RequestActionItem> = {}): RequestActionItem => ({
  id: `${action.type}-${state}`,
  action,
  state,
  sentAt: null,
  ...extra,
});

describe('what the request page offers', () => {
  it('offers more matches only while fewer than 3 are open, and never for a hire', () => {
    const three = [match(1, 'new'), match(2, 'contacted'), match(3, 'new')];
    expect(actionChoices(request(), three, []).askMore).toBe(false);
    expect(actionChoices(request(), [...three.slice(0, 2), match(3, 'passed'), match(4, 'expired')], []).askMore).toBe(true);
    expect(actionChoices(request({ kind: 'hire' }), [match(1, 'passed')], []).askMore).toBe(false);
    // One already waiting to be sent is enough.
    expect(actionChoices(request(), [], [item({ type: 'more-matches' }, 'pending')]).askMore).toBe(false);
  });

  it('lets the customer hire an open match (or one its provider marked won), never a passed or expired one', () => {
    const matches = [match(1, 'new'), match(2, 'contacted'), match(3, 'won'), match(4, 'passed'), match(5, 'expired'), match(6, 'lost')];
    expect([...actionChoices(request(), matches, []).hireable]).toEqual([matches[0]!.leadId, matches[1]!.leadId, matches[2]!.leadId]);
  });

  it('offers nothing once the request ended, or while an "I hired" or a close waits to be sent', () => {
    const matches = [match(1, 'new')];
    for (const choices of [
      actionChoices(request({ outcome: { kind: 'closed', reason: 'Found help', at: '2026-11-27T10:00:00.000Z' } }), matches, []),
      actionChoices(request(), matches, [item({ type: 'hired', leadId: matches[0]!.leadId }, 'pending')]),
      actionChoices(request(), matches, [item({ type: 'close', reason: 'Found help' }, 'sending')]),
    ]) {
      expect(choices).toMatchObject({ askMore: false, edit: false, close: false });
      expect(choices.hireable.size).toBe(0);
    }
    // A refused close does not block: the request is still open on the server.
    expect(actionChoices(request(), matches, [item({ type: 'close', reason: 'x' }, 'rejected')]).close).toBe(true);
  });

  it('shows update emails on or off as last asked on this device, else as the server says, while the request is open', () => {
    expect(actionChoices(request({ updatesByEmail: true }), [], []).updatesByEmail).toBe(true);
    const off = [item({ type: 'updates-by-email', subscribed: false }, 'pending')];
    expect(actionChoices(request({ updatesByEmail: true }), [], off).updatesByEmail).toBe(false);
    // Once sent, the server's word counts again.
    expect(actionChoices(request({ updatesByEmail: true }), [], [item({ type: 'updates-by-email', subscribed: false }, 'sent')]).updatesByEmail).toBe(true);
    expect(actionChoices(request({ updatesByEmail: true, outcome: { kind: 'closed', reason: 'x', at: '2026-11-27T10:00:00.000Z' } }), [], []).updatesByEmail).toBeUndefined();
  });

  it('offers the edit only while the server says the request is editable', () => {
    expect(actionChoices(request({ editable: false }), [], []).edit).toBe(false);
    expect(actionChoices(request({ editable: true }), [], []).edit).toBe(true);
  });
});

describe("the actions' notices", () => {
  const matches = [match(1, 'new')];
  const now = 1_700_000_000_000;

  it('names the professional an "I hired" was about', () => {
    expect(actionLabel({ type: 'hired', leadId: matches[0]!.leadId }, matches)).toBe('I hired Ada 1');
    expect(actionLabel({ type: 'hired', leadId: 'f'.repeat(24) }, matches)).toBe('I hired a professional');
  });

  it("says what waits, what was refused with the server's words, and the answer for a few minutes after sending", () => {
    const notices = actionNotices(
      [
        item({ type: 'hired', leadId: matches[0]!.leadId }, 'pending'),
        item({ type: 'edit', changes: { email: 'x@y.z' } }, 'invalid', { message: 'email: Please enter a valid email'}),
        item({ type: 'more-matches' }, 'sent', { sentAt: now - 1000, message: 'We offered your request to 1 more professional.' }),
        item({ type: 'close', reason: 'x' }, 'sent', { sentAt: now - ANSWER_SHOWN_MS - 1, message: 'Your request is closed.' }),
      ],
      matches,
      now,
    );
    expect(notices.map(({ tone, title, text, refused }) => [tone, title, text, refused])).toEqual([
      ['waiting', 'I hired Ada 1', 'Saved on this device — it will be sent when you’re back online.', false],
      ['refused', 'Change my details', 'email: Please enter a valid email', true],
      ['done', 'Ask for more matches', 'We offered your request to 1 more professional.', false],
    ]);
  });
});
