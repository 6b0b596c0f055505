import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../offline/outbox';
import { editPath, groupOutbox, itemLabel, stateText } from './outbox-view';

let n = 0;
const item = (overrides: Partial<OutboxItem> = {}): OutboxItem =>
  ({
    id: `00000000-0000-4000-8000-${(n += 1).toString().padStart(12, '0')}`,
    kind: 'business-request',
    entityKey: 'business-request:x',
    seq: n,
    payload: {},
    steps: [{ done: false, revision: 0 }],
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    fieldErrors: [],
    createdAt: 0,
    updatedAt: 0,
    sentAt: null,
    ...overrides,
  }) as OutboxItem;

describe('the outbox panel', () => {
  it('groups waiting, needing attention and sent items, newest sent first', () => {
    const [a, b, c, d, e] = [item(), item({ state: 'sending' }), item({ state: 'invalid' }), item({ state: 'sent' }), item({ state: 'sent' })];
    expect(groupOutbox([a!, b!, c!, d!, e!])).toEqual({ waiting: [a, b], attention: [c], sent: [e, d] });
  });

  it('reopens the form the item came from, with the item named in the address', () => {
    const queued = item({ origin: { path: '/hire/jane-doe', label: 'Booking request to Jane Doe' } });
    expect(editPath(queued)).toBe(`/hire/jane-doe?outbox=${queued.id}`);
    expect(itemLabel(queued)).toBe('Booking request to Jane Doe');
    expect(editPath(item())).toBeNull();
    expect(itemLabel(item())).toBe('Business request');
  });

  it('says each state in the outbox’s words', () => {
    expect(stateText(item())).toBe('Saved on this device — it will be sent when you’re back online');
    expect(stateText(item({ attempts: 2 }))).toContain('tried 2 times');
    expect(stateText(item({ state: 'conflict' }))).toBe('Needs your attention');
    expect(stateText(item({ state: 'sent' }))).toBe('Sent');
  });
});
