import { API, type FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../api/client';
import { trackEvent } from '../../lib/analytics';
import { failureText, serverFieldErrors } from '../../lib/server-errors';
import { toast } from '../../ui/toast-store';
import { buildRegistration, registrationSummaryOf, registrationSummaryStore, type RegistrationFormValues } from './registration-form';

export type SubmissionStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * Provider registration, behind one hook. It stays online-only (ARCHITECTURE §2: the username and
 * email must be checked live), so it calls the server directly. Field errors of a 400/409 answer go
 * back to the form through `onFieldErrors`.
 */
export function useProviderRegistration(onFieldErrors: (errors: FieldError[]) => void) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: RegistrationFormValues) => {
      setStatus('pending');
      setError(null);
      try {
        const { bookkeeper } = await call(API.registration.register, { body: buildRegistration(values) });
        registrationSummaryStore.save(registrationSummaryOf(values, bookkeeper.username));
        trackEvent('form_submit', { label: 'provider_registration' });
        setStatus('success');
        navigate(`/bookkeeper-thank-you/${bookkeeper.username}`);
      } catch (failure) {
        const text = failureText(failure);
        toast({ title: 'Registration Failed', description: text, variant: 'destructive' });
        onFieldErrors(serverFieldErrors(failure));
        setError(text);
        setStatus('error');
      }
    },
    [navigate, onFieldErrors],
  );

  return { submit, status, error };
}
