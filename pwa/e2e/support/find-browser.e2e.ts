import { describe, expect, it } from 'vitest';
import { chooseBrowser, isHeadlessShell, SYSTEM_BROWSERS } from './find-browser';

// The finder's order, without a browser: a pure function of the environment and `isExecutable`.
// (Named .e2e.ts so the browser suite's config picks it up; it starts nothing.)
const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('chooseBrowser', () => {
  it('takes CHROME_PATH first, then CHROMIUM_PATH, over any system browser', () => {
    const isExecutable = only('/opt/chrome', '/opt/chromium', '/usr/bin/chromium');
    expect(chooseBrowser({ env: { CHROME_PATH: '/opt/chrome', CHROMIUM_PATH: '/opt/chromium' }, isExecutable })).toEqual({
      source: 'env',
      path: '/opt/chrome',
      reason: 'CHROME_PATH is set',
    });
    expect(chooseBrowser({ env: { CHROMIUM_PATH: '/opt/chromium' }, isExecutable })).toMatchObject({
      source: 'env',
      path: '/opt/chromium',
    });
  });

  it('fails rather than falling back when CHROME_PATH names no executable', () => {
    expect(() => chooseBrowser({ env: { CHROME_PATH: '/nope' }, isExecutable: only('/usr/bin/chromium') })).toThrow(
      /CHROME_PATH=\/nope is not an executable file/,
    );
  });

  it('then takes the first executable system browser, in the listed order', () => {
    expect(SYSTEM_BROWSERS).toEqual([
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
    ]);
    expect(chooseBrowser({ env: {}, isExecutable: only('/usr/bin/google-chrome-stable', '/usr/bin/chromium-browser') })).toMatchObject({
      source: 'system',
      path: '/usr/bin/chromium-browser',
    });
    expect(chooseBrowser({ env: { CHROME_PATH: '' }, isExecutable: only('/usr/bin/chromium') })).toMatchObject({
      source: 'system',
      path: '/usr/bin/chromium',
    });
  });

  it('prefers the headless shell over the full browser when both are installed', () => {
    expect(chooseBrowser({ env: {}, isExecutable: only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell') })).toMatchObject({
      source: 'system',
      path: '/usr/bin/chromium-headless-shell',
    });
  });

  it('for a test that needs the full browser, passes over headless shells and says why when none is left', () => {
    const both = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(chooseBrowser({ env: {}, isExecutable: both, need: 'full' })).toMatchObject({ source: 'system', path: '/usr/bin/chromium' });
    expect(chooseBrowser({ env: {}, isExecutable: only('/usr/bin/chromium-headless-shell'), need: 'full' })).toMatchObject({
      source: 'none',
      reason: expect.stringMatching(/none of \/usr\/bin\/chromium, .* exists .*full browser.*apt-get install -y chromium/),
    });
    expect(chooseBrowser({ env: { CHROME_PATH: '/usr/bin/chromium-headless-shell' }, isExecutable: both, need: 'full' })).toEqual({
      source: 'none',
      reason: 'CHROME_PATH=/usr/bin/chromium-headless-shell is a headless shell',
    });
    expect(chooseBrowser({ env: { CHROME_PATH: '/opt/chrome' }, isExecutable: only('/opt/chrome'), need: 'full' })).toMatchObject({ source: 'env', path: '/opt/chrome' });
    expect(chooseBrowser({ env: { LEDGERLINK_BROWSER: 'bundled' }, isExecutable: both, need: 'full' })).toMatchObject({ source: 'none' });
    expect(chooseBrowser({ env: {}, isExecutable: only(), need: 'full' })).toMatchObject({ source: 'none' });
  });

  it('tells a headless shell from a full browser by its file name', () => {
    expect(['/usr/bin/chromium-headless-shell', '/opt/pw/chrome-headless-shell', '/x/headless_shell'].map(isHeadlessShell)).toEqual([true, true, true]);
    expect(['/usr/bin/chromium', '/usr/bin/google-chrome', '/tmp/ledgerlink-chromium-147/chromium'].map(isHeadlessShell)).toEqual([false, false, false]);
  });

  it('then falls back to the bundled Chromium', () => {
    expect(chooseBrowser({ env: {}, isExecutable: only() })).toMatchObject({ source: 'bundled' });
  });

  it('says how to get a browser when there is none', () => {
    const none = () => chooseBrowser({ env: {}, isExecutable: only(), bundledUnavailable: 'it ships a Linux x64 binary only' });
    expect(none).toThrow(/none of \/usr\/bin\/chromium-headless-shell, .* exists.*Linux x64 binary only.*apt-get install -y chromium-headless-shell chromium.*CHROME_PATH/);
  });

  it('LEDGERLINK_BROWSER=bundled skips CHROME_PATH and the system browsers; =system never uses the bundled one', () => {
    const isExecutable = only('/opt/chrome', '/usr/bin/chromium');
    expect(chooseBrowser({ env: { LEDGERLINK_BROWSER: 'bundled', CHROME_PATH: '/opt/chrome' }, isExecutable })).toEqual({
      source: 'bundled',
      reason: 'LEDGERLINK_BROWSER=bundled',
    });
    expect(() => chooseBrowser({ env: { LEDGERLINK_BROWSER: 'bundled' }, isExecutable, bundledUnavailable: 'not installed' })).toThrow(
      /cannot run here: not installed/,
    );
    expect(() => chooseBrowser({ env: { LEDGERLINK_BROWSER: 'system' }, isExecutable: only() })).toThrow(/apt-get install -y chromium/);
    expect(() => chooseBrowser({ env: { LEDGERLINK_BROWSER: 'firefox' }, isExecutable })).toThrow(/auto, system or bundled/);
  });
});
