import { afterEach, describe, expect, it } from 'vitest';
import { forgetLinkKey, holdLinkKey, linkKeyFor, linkSecretFor, takeLinkKey } from './link-key';

/** A window whose address and history calls are recorded. */
function fakeWindow(href: string, state: unknown = { idx: 0 }) {
  const replaced: { state: unknown; url: string }[] = [];
  return {
    replaced,
    location: { href },
    history: { state, replaceState: (next: unknown, _unused: string, url?: string | URL | null) => void replaced.push({ state: next, url: String(url) }) },
  };
}

describe('a private link key in the address', () => {
  afterEach(() => forgetLinkKey());

  it('moves the key into memory and replaces the address without it, keeping the rest and the history state', () => {
    const win = fakeWindow('https://ledger.example/dashboard/abc?utm=mail&key=s3cr%2Bt&x=1#leads', { idx: 3 });
    takeLinkKey(win);
    expect(win.replaced).toEqual([{ state: { idx: 3 }, url: '/dashboard/abc?utm=mail&x=1#leads' }]);
    expect(linkKeyFor('/dashboard/abc')).toBe('s3cr+t');
  });

  it('hands the key only to the page it came with, until it is forgotten', () => {
    takeLinkKey(fakeWindow('https://ledger.example/dashboard/abc?key=k1'));
    expect(linkKeyFor('/dashboard/other')).toBeUndefined();
    expect(linkKeyFor('/dashboard/abc')).toBe('k1');
    forgetLinkKey();
    expect(linkKeyFor('/dashboard/abc')).toBeUndefined();
  });

  it('leaves an address without a key alone, and drops an empty key from the address', () => {
    const plain = fakeWindow('https://ledger.example/marketplace?page=2');
    takeLinkKey(plain);
    expect(plain.replaced).toEqual([]);
    const empty = fakeWindow('https://ledger.example/dashboard/abc?key=');
    takeLinkKey(empty);
    expect(empty.replaced).toEqual([{ state: { idx: 0 }, url: '/dashboard/abc' }]);
    expect(linkKeyFor('/dashboard/abc')).toBeUndefined();
  });

  it('takes the key of an update email\'s unsubscribe link out of the address and holds it for that page only', () => {
    const win = fakeWindow('https://ledger.example/request/0123456789abcdef01234567/unsubscribe?key=u1');
    takeLinkKey(win);
    expect(win.replaced).toEqual([{ state: { idx: 0 }, url: '/request/0123456789abcdef01234567/unsubscribe' }]);
    expect(linkKeyFor('/request/0123456789abcdef01234567/unsubscribe')).toBe('u1');
    expect(linkKeyFor('/request/0123456789abcdef01234567')).toBeUndefined();
  });

  it('holds the key of a link followed inside the app for its page and gives the address without it', () => {
    expect(holdLinkKey('/request/0123456789abcdef01234567?key=k%2B2')).toBe('/request/0123456789abcdef01234567');
    expect(linkKeyFor('/request/0123456789abcdef01234567')).toBe('k+2');
    expect(linkKeyFor('/dashboard/abc')).toBeUndefined();
  });

  it('takes a one-time sign-in token out of the address like a key and holds it for its page as a sign-in', () => {
    const win = fakeWindow('https://ledger.example/dashboard/abc?signin=t%2B1&utm=mail');
    takeLinkKey(win);
    expect(win.replaced).toEqual([{ state: { idx: 0 }, url: '/dashboard/abc?utm=mail' }]);
    expect(linkSecretFor('/dashboard/abc')).toEqual({ signin: 't+1' });
    expect(linkKeyFor('/dashboard/abc')).toBeUndefined();
    expect(linkSecretFor('/dashboard/other')).toBeUndefined();
  });
});
