import { afterEach, describe, expect, it, vi } from 'vitest';
import { withExclusiveLock } from './web-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('withExclusiveLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses Web Locks when the platform has them', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withExclusiveLock('lock-a', async () => 'done')).toBe('done');
    expect(request).toHaveBeenCalledWith('lock-a', expect.any(Function));
  });

  it('without Web Locks, runs tasks of one name one after another, even after a failure', async () => {
    const log: string[] = [];
    const task = (label: string, fail = false) => async () => {
      log.push(`start ${label}`);
      await tick();
      log.push(`end ${label}`);
      if (fail) throw new Error(label);
      return label;
    };
    const results = await Promise.allSettled([withExclusiveLock('lock-b', task('1', true)), withExclusiveLock('lock-b', task('2'))]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('does not make tasks of different names wait for each other', async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const held = withExclusiveLock('lock-c', () => new Promise<void>((resolve) => (release = resolve)));
    await withExclusiveLock('lock-d', async () => log.push('other lock ran'));
    expect(log).toEqual(['other lock ran']);
    release();
    await held;
  });
});
