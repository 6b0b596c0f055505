import type { CookieConsent } from '@ledgerlink/shared-schema';
import { useSyncExternalStore } from 'react';
import { onConsentChange, readConsent, saveConsent } from '../../lib/consent-store';

/** The visitor's cookie choice, live across components (the banner and the footer's Cookie Settings). */
export function useCookieConsent(): [CookieConsent | undefined, (consent: CookieConsent) => void] {
  const consent = useSyncExternalStore(onConsentChange, readConsent, () => undefined);
  return [consent, saveConsent];
}
