import { describe, expect, it } from 'vitest';
import { BACKOFF, classifyAnswer, IN_PROGRESS_PATIENCE_MS, retryAfterMs, retryDelayMs, type ServerAnswer } from './outbox-outcome';

const answer = (status: number, overrides: Partial<ServerAnswer> = {}): ServerAnswer => ({
  status,
  headers: new Headers(),
  body: { message: `said ${status}` },
  inProgressSince: undefined,
  serverState: undefined,
  now: 0,
  ...overrides,
});

describe('classifyAnswer', () => {
  it('sends 2xx to sent', () => {
    expect(classifyAnswer(answer(201)).type).toBe('success');
  });

  it('retries network trouble: 429 and every 5xx', () => {
    for (const status of [429, 500, 502, 503]) expect(classifyAnswer(answer(status)).type).toBe('retry');
  });

  it('marks 400 and 422 invalid with the server field messages', () => {
    const errors = [{ path: 'email', message: 'Please enter a valid email' }];
    expect(classifyAnswer(answer(422, { body: { message: 'email: Please enter a valid email', errors } }))).toEqual({
      type: 'invalid',
      message: 'email: Please enter a valid email',
      fieldErrors: errors,
    });
    expect(classifyAnswer(answer(400, { body: 'not json' }))).toEqual({ type: 'invalid', message: 'The server answered 400', fieldErrors: [] });
  });

  it('marks a 409 carrying the current state, and a 412, as conflicts', () => {
    const lead = { id: 'x', status: 'won' };
    expect(classifyAnswer(answer(409, { serverState: lead }))).toEqual({ type: 'conflict', message: 'said 409', serverState: lead });
    expect(classifyAnswer(answer(412)).type).toBe('conflict');
  });

  it('retries a 409 with Retry-After (a request with this key still running) for a while from the first one, then calls it a conflict', () => {
    const running = { headers: new Headers({ 'Retry-After': '2' }), now: 1_000_000 };
    expect(classifyAnswer(answer(409, running))).toEqual({ type: 'retry', message: 'said 409', retryAfterMs: 2000, inProgress: true });
    expect(classifyAnswer(answer(409, { ...running, inProgressSince: running.now - IN_PROGRESS_PATIENCE_MS + 1 })).type).toBe('retry');
    expect(classifyAnswer(answer(409, { ...running, inProgressSince: running.now - IN_PROGRESS_PATIENCE_MS })).type).toBe('conflict');
  });

  it("shows the server's own 409 (no Retry-After) to the user at once, even without a current state", () => {
    expect(classifyAnswer(answer(409))).toEqual({ type: 'conflict', message: 'said 409', serverState: undefined });
  });

  it('rejects the other 4xx with the server message', () => {
    for (const status of [401, 403, 404, 413]) expect(classifyAnswer(answer(status))).toEqual({ type: 'rejected', message: `said ${status}` });
  });

  it('carries Retry-After of a 429 or 503', () => {
    expect(classifyAnswer(answer(429, { headers: new Headers({ 'Retry-After': '30' }) }))).toMatchObject({ type: 'retry', retryAfterMs: 30_000 });
  });
});

describe('retry timing', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('doubles the delay per attempt, jittered between half and all of it', () => {
    for (const attempt of [1, 2, 3, 6]) {
      const ceiling = BACKOFF.baseMs * 2 ** (attempt - 1);
      expect(retryDelayMs(attempt, () => 0)).toBe(ceiling / 2);
      expect(retryDelayMs(attempt, () => 0.999_999)).toBeCloseTo(ceiling, -1);
      expect(retryDelayMs(attempt, () => 0.5)).toBe(ceiling * 0.75);
    }
  });

  it('never waits longer than the cap between attempts', () => {
    expect(retryDelayMs(40, () => 0.999_999)).toBeLessThanOrEqual(BACKOFF.maxMs);
    expect(retryDelayMs(40, () => 0)).toBe(BACKOFF.maxMs / 2);
  });

  it('waits at least as long as Retry-After asks, within a day', () => {
    expect(retryDelayMs(1, () => 0, 60_000)).toBe(60_000);
    expect(retryDelayMs(5, () => 0.999_999, 1)).toBeGreaterThan(1);
    expect(retryDelayMs(1, () => 0, 10 * BACKOFF.maxRetryAfterMs)).toBe(BACKOFF.maxRetryAfterMs);
  });
});
