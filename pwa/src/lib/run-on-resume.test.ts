import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOnResume } from './run-on-resume';

// The browser events the helper listens to, on plain EventTargets (the unit suite has no DOM).
const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const browser = new EventTarget();

describe('runOnResume', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', browser);
    vi.stubGlobal('document', page);
    page.visibilityState = 'visible';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs now, on online, on becoming visible and on the interval while visible', async () => {
    const task = vi.fn(() => Promise.resolve());
    const stop = runOnResume(task, { intervalMs: 1000 });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);

    browser.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);

    page.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(2);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(4);

    stop();
    browser.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('never starts a run while one is going, and keeps going after a failure', async () => {
    let finish: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = runOnResume(task, { intervalMs: 1000 });
    browser.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);

    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    stop();
    const stopFailing = runOnResume(failing, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing).toHaveBeenCalledTimes(2);
    stopFailing();
  });

  it('runs when the window gets the focus back only when asked to', async () => {
    const task = vi.fn(() => Promise.resolve());
    const stop = runOnResume(task, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    browser.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    stop();

    const focused = vi.fn(() => Promise.resolve());
    const stopFocused = runOnResume(focused, { intervalMs: 1000, onFocus: true });
    await vi.advanceTimersByTimeAsync(0);
    browser.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toHaveBeenCalledTimes(2);
    stopFocused();
    browser.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(focused).toHaveBeenCalledTimes(2);
  });
});
