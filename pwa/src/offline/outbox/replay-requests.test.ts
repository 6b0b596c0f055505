import { describe, expect, it } from 'vitest';
import { AFTER_UNREACHABLE_MS, delayUntil, nextDueAt } from './replay-requests';

describe('nextDueAt', () => {
  it('is the earliest attempt time of the items still to be sent', () => {
    expect(
      nextDueAt([
        { state: 'pending', nextAttemptAt: 500 },
        { state: 'sending', nextAttemptAt: 300 },
        { state: 'invalid', nextAttemptAt: 100 },
        { state: 'sent', nextAttemptAt: 50 },
      ]),
    ).toBe(300);
  });

  it('is undefined when nothing waits to be sent (refused items wait for the user)', () => {
    expect(nextDueAt([{ state: 'conflict', nextAttemptAt: 1 }, { state: 'sent', nextAttemptAt: 1 }])).toBeUndefined();
    expect(nextDueAt([])).toBeUndefined();
  });
});

describe('delayUntil', () => {
  it('waits until the due time, never less than zero nor more than the ceiling', () => {
    expect(delayUntil(1_500, 1_000, 30_000)).toBe(500);
    expect(delayUntil(900, 1_000, 30_000)).toBe(0);
    expect(delayUntil(100_000, 1_000, 30_000)).toBe(30_000);
    expect(delayUntil(undefined, 1_000, 30_000)).toBeUndefined();
  });

  it('after a pass that could not reach the server, waits at least the floor even for items already due', () => {
    expect(delayUntil(900, 1_000, 30_000, AFTER_UNREACHABLE_MS)).toBe(AFTER_UNREACHABLE_MS);
    expect(delayUntil(10_000, 1_000, 30_000, AFTER_UNREACHABLE_MS)).toBe(9_000);
  });
});
