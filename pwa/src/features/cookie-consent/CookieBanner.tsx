import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/ButtonLink';
import { useCookieConsent } from './useCookieConsent';

export const OPEN_COOKIE_SETTINGS_EVENT = 'ledgerlink:cookie-settings';

/**
 * Shown until the visitor chooses (spec §2): Accept stores "accepted"; Decline or the close icon
 * store "declined". The footer's Cookie Settings link brings it back to change the choice.
 */
export function CookieBanner() {
  const [consent, setConsent] = useCookieConsent();
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  if (consent && !reopened) return null;
  const choose = (choice: 'accepted' | 'declined') => {
    setConsent(choice);
    setReopened(false);
  };

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-4 shadow-2xl backdrop-blur sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-card sm:border"
    >
      <div className="flex items-start gap-3">
        <div className="flex-1 text-sm text-slate-700">
          <h2 className="text-base font-semibold text-ink">We value your privacy</h2>
          <p className="mt-1">
            We use essential cookies to run LedgerLink and, only if you accept, analytics cookies to improve it. Read our{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link to="/cookie-policy" className="font-medium text-brand-700 underline">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <button type="button" aria-label="Close" onClick={() => choose('declined')} className="rounded p-1 text-slate-500 hover:text-ink">
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={() => choose('accepted')} className={`${buttonClasses('primary')} flex-1`}>
          Accept
        </button>
        <button type="button" onClick={() => choose('declined')} className={`${buttonClasses('secondary')} flex-1`}>
          Decline
        </button>
      </div>
    </section>
  );
}
