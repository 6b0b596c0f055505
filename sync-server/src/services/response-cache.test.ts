import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per key until the entry expires, and reports the hit rate', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000);
    const load = vi.fn(async () => 'page');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ totalEntries: 1, validEntries: 1, hitRate: 50 });
    vi.advanceTimersByTime(1001);
    expect(cache.stats()).toMatchObject({ validEntries: 0, expiredEntries: 1 });
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => 42);
    await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache();
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.getOrLoad('k', async () => 'up')).resolves.toBe('up');
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache();
    await cache.getOrLoad('k', async () => 1);
    cache.clear();
    expect(cache.stats().totalEntries).toBe(0);
  });
});
