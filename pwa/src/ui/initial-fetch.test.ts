import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInitialFetch, takeInitialFetch } from './initial-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A page whose HTML holds no answers (initial-answer.ts), unless a test says otherwise.
beforeEach(() => vi.stubGlobal('document', { querySelectorAll: () => [] }));

const stubFetch = (body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('initial fetch', () => {
  it('hands the started read to the first taker of its path only', async () => {
    const fetch = stubFetch({ ok: 1 });
    startInitialFetch('/api/a');
    expect(takeInitialFetch('/api/b')).toBeUndefined();
    await expect(takeInitialFetch('/api/a')).resolves.toEqual({ ok: 1 });
    expect(takeInitialFetch('/api/a')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("starts no read the page's HTML has answered already", () => {
    const fetch = stubFetch({});
    vi.stubGlobal('document', { querySelectorAll: () => [{ getAttribute: () => '/api/a', textContent: '{"total":1}' }] });
    startInitialFetch('/api/a');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeInitialFetch('/api/a')).toBeUndefined();
  });

  it('drops a read nobody took while it was fresh', () => {
    stubFetch({});
    vi.useFakeTimers();
    startInitialFetch('/api/a');
    vi.advanceTimersByTime(31_000);
    expect(takeInitialFetch('/api/a')).toBeUndefined();
  });
});
