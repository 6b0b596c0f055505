import { describe, expect, it } from 'vitest';
import { canonicalPathOf, profilePath, resolvePublicPage } from './public-page';

const canonical = (pathname: string, search = '') => canonicalPathOf(resolvePublicPage(pathname, search));

describe('canonicalPathOf', () => {
  it('names one address for each page, whatever alias or spelling was asked for', () => {
    expect(canonical('/')).toBe('/');
    expect(canonical('/About/')).toBe('/about');
    expect(canonical('/privacy-policy')).toBe('/privacy');
    expect(canonical('/find-accountant/some-campaign')).toBe('/find-accountant');
    expect(canonical('/marketplace/professionals/united-kingdom', '?page=2')).toBe('/marketplace/united-kingdom?page=2');
    expect(canonical('/marketplace/payroll/manchester')).toBe('/marketplace/manchester/payroll');
    expect(canonical('/hire/Grace-Hopper')).toBe('/hire/grace-hopper');
  });

  it('has none for private, confirmation, unknown and profile addresses (a profile needs its username)', () => {
    for (const path of ['/admin', '/dashboard/abc', '/request/abc', '/thank-you', '/no-such-page', '/marketplace/typo', '/@grace_h', '/bookkeeper/grace-hopper']) {
      expect(canonical(path), path).toBeUndefined();
    }
  });
});

describe('profilePath', () => {
  it('is an address that resolves to the profile of that username', () => {
    expect(profilePath('grace_h')).toBe('/@grace_h');
    expect(resolvePublicPage(profilePath('grace_h'), '')).toEqual({ kind: 'profile', by: { username: 'grace_h' } });
  });
});

describe('resolvePublicPage: the customer’s request page', () => {
  it('is a fixed, noindex page titled "Your request", with or without the key, and nothing deeper', () => {
    const page = resolvePublicPage('/request/0123456789abcdef01234567', '?key=abc');
    expect(page).toMatchObject({ kind: 'fixed', meta: { title: 'Your request | LedgerLink', noindex: true } });
    expect(page).not.toHaveProperty('canonicalPath');
    expect(resolvePublicPage('/request', '').kind).toBe('not-found');
    expect(resolvePublicPage('/request/a/b', '').kind).toBe('not-found');
  });

  it('has an unsubscribe page, noindex, with or without the key', () => {
    const page = resolvePublicPage('/request/0123456789abcdef01234567/unsubscribe', '?key=abc');
    expect(page).toMatchObject({ kind: 'fixed', meta: { title: 'Stop update emails | LedgerLink', noindex: true } });
    expect(page).not.toHaveProperty('canonicalPath');
    expect(resolvePublicPage('/request/0123456789abcdef01234567/Unsubscribe', '').kind).toBe('not-found');
    expect(resolvePublicPage('/request/0123456789abcdef01234567/unsubscribe/x', '').kind).toBe('not-found');
  });
});

describe('resolvePublicPage: a review link', () => {
  it('is a fixed, noindex page without a canonical address, and nothing deeper', () => {
    const page = resolvePublicPage('/review/A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6', '');
    expect(page).toMatchObject({ kind: 'fixed', meta: { title: 'Review your professional | LedgerLink', noindex: true } });
    expect(page).not.toHaveProperty('canonicalPath');
    expect(resolvePublicPage('/review', '').kind).toBe('not-found');
    expect(resolvePublicPage('/review/a/b', '').kind).toBe('not-found');
  });
});
