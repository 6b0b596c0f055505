import type { CookieConsent } from '@ledgerlink/shared-schema';
import { COOKIE_CONSENT_VALUES } from '@ledgerlink/shared-schema';

/** The cookie choice (spec §2): "accepted" or "declined" in local storage; no choice yet means undefined. */
export const CONSENT_STORAGE_KEY = 'ledgerlink.cookie-consent';

type Listener = (consent: CookieConsent | undefined) => void;
const listeners = new Set<Listener>();

export function readConsent(): CookieConsent | undefined {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '') ? (value as CookieConsent) : undefined;
  } catch {
    return undefined; // storage blocked: ask again, never assume consent
  }
}

export function saveConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  for (const listener of listeners) listener(consent);
}

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
