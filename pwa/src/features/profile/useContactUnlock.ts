import { useCallback, useEffect, useRef, useState } from 'react';
import { API, CONTACT_UNLOCK_DELAY_MS, type ContactDetails } from '@ledgerlink/shared-schema';
import { call, isApiError } from '../../api/client';
import { trackEvent } from '../../lib/analytics';
import { failureText } from '../../lib/server-errors';
import { toast } from '../../ui/toast-store';

export type ContactUnlockState =
  | { status: 'idle' | 'pending'; contact?: undefined }
  | { status: 'unlocked'; contact: ContactDetails };

export const canRequestContact = (email: string) => email.includes('@');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Get Contact (spec §4, ARCHITECTURE §5): the visitor's email releases the provider's contact details
 * and the server records the request as a lead. The reveal takes at least CONTACT_UNLOCK_DELAY_MS so
 * it reads as a deliberate step. Failures raise a toast and leave the dialog usable.
 */
export function useContactUnlock(providerId: string, label: string) {
  const [state, setState] = useState<ContactUnlockState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const unlock = useCallback(
    async (email: string, homepage = '') => {
      if (!canRequestContact(email)) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'pending' });
      try {
        const [{ contact }] = await Promise.all([
          call(API.catalogue.contact, { params: { id: providerId }, body: { email: email.trim(), homepage } }, { signal: current.signal }),
          wait(CONTACT_UNLOCK_DELAY_MS),
        ]);
        if (current.signal.aborted) return;
        setState({ status: 'unlocked', contact });
        trackEvent('contact_provider', { label });
      } catch (error) {
        if (current.signal.aborted) return;
        setState({ status: 'idle' });
        toast({
          title: 'Could not get contact details',
          description: contactFailureText(error),
          variant: 'destructive',
        });
      }
    },
    [providerId, label],
  );

  return { ...state, unlock };
}

/** A 400 is the email; a 409 the server's reason (the provider stopped taking new clients); anything else the connection. */
function contactFailureText(error: unknown): string {
  if (isApiError(error) && error.status === 409) return failureText(error);
  return error instanceof Error && error.message.startsWith('400') ? 'Please enter a valid email address.' : 'Please check your connection and try again.';
}
