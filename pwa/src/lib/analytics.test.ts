import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads localStorage and window.dataLayer; give it minimal browser globals.
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});
vi.stubGlobal('window', globalThis);

const { trackEvent } = await import('./analytics');
const { saveConsent } = await import('./consent-store');
const dataLayer = () => (globalThis as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

describe('analytics', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    delete (globalThis as unknown as { dataLayer?: unknown[] }).dataLayer;
  });

  beforeEach(() => {
    storage.clear();
    (globalThis as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('sends nothing before a choice or after a decline', () => {
    trackEvent('cta_click', { label: 'join_marketplace' });
    saveConsent('declined');
    trackEvent('cta_click', { label: 'join_marketplace' });
    expect(dataLayer()).toEqual([]);
  });

  it('records events with their category once cookies are accepted', () => {
    saveConsent('accepted');
    trackEvent('cta_click', { label: 'help_find_accountant' });
    trackEvent('profile_view', { label: 'abc_firm' });
    expect(dataLayer()).toEqual([
      { event: 'cta_click', category: 'conversion', label: 'help_find_accountant' },
      { event: 'profile_view', category: 'engagement', label: 'abc_firm' },
    ]);
  });
});
