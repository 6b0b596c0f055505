import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';
import { toast } from '../../ui/toast-store';
import { bookingSummaryOf, bookingSummaryStore } from './booking-summary';
import { hireErrorText } from './hire-errors';
import type { HireFormValues } from './hire-form';
import { sendHireRequest, type HireAttempts } from './hire-api';

export type SubmissionStatus = 'idle' | 'pending' | 'success' | 'error';

interface HireTarget {
  id: string;
  slug: string;
  fullName: string;
}

/**
 * The hire submission, behind one hook so a later offline layer can swap the two direct calls for
 * a queued write without touching the page.
 */
export function useHireSubmission(provider: HireTarget | undefined) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // Kept across failed attempts: a retry reuses the business already registered (no orphans).
  const attempts = useRef<HireAttempts>({});

  const submit = useCallback(
    async (values: HireFormValues) => {
      if (!provider) return;
      setStatus('pending');
      setError(null);
      try {
        await sendHireRequest(values, provider.id, attempts.current);
        attempts.current = {};
        bookingSummaryStore.save(bookingSummaryOf(values, provider.fullName));
        toast({ title: 'Booking Request Sent!', description: 'Your booking request has been sent to the bookkeeper. They will contact you soon.', variant: 'success' });
        trackEvent('form_submit', { label: 'hire_request' });
        setStatus('success');
        navigate(`/thank-you/${provider.slug}`);
      } catch (failure) {
        const text = hireErrorText(failure);
        toast({ title: 'Error', description: text, variant: 'destructive' });
        setError(text);
        setStatus('error');
      }
    },
    [navigate, provider],
  );

  return { submit, status, error };
}
