import type { FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';
import { refusedStep, useQueuedWrite } from '../../offline/outbox';
import { toast } from '../../ui/toast-store';
import { bookingSummaryOf, bookingSummaryStore } from './booking-summary';
import { hireErrorText } from './hire-errors';
import { buildHirePayload, type HireFormValues } from './hire-form';

interface HireTarget {
  id: string;
  slug: string;
  fullName: string;
}

/**
 * The hire request as one outbox item of two steps (register the business, then book with its id;
 * ARCHITECTURE §2). Sent or saved for later -> the thank-you page (saying which); refused -> the
 * spec's error toast and the server's field messages on the form, and the next submit edits that
 * same item, so an already registered business is reused instead of registered twice.
 */
export function useHireRequest(provider: HireTarget, onFieldErrors: (errors: FieldError[]) => void, editId?: string) {
  const navigate = useNavigate();
  const { send, pending } = useQueuedWrite(editId);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (values: HireFormValues) => {
      setError(null);
      const result = await send({
        kind: 'hire',
        payload: buildHirePayload(values, provider.id),
        origin: { path: `/hire/${provider.slug}`, label: `Booking request to ${provider.fullName}` },
      });
      if (result.status === 'sent' || result.status === 'queued') {
        const queued = result.status === 'queued';
        bookingSummaryStore.save(bookingSummaryOf(values, provider.fullName, queued, result.id));
        if (!queued) toast({ title: 'Booking Request Sent!', description: 'Your booking request has been sent to the bookkeeper. They will contact you soon.', variant: 'success' });
        trackEvent('form_submit', { label: 'hire_request' });
        navigate(`/thank-you/${provider.slug}`);
        return;
      }
      // A conflict is the server's decision (the provider stopped taking new clients): its words say why.
      const text =
        result.status === 'needs-attention'
          ? result.item.state === 'conflict' && result.item.lastError
            ? result.item.lastError
            : hireErrorText({ refused: result.item.state as 'invalid' | 'conflict' | 'rejected', step: refusedStep(result.item) })
          : hireErrorText(result.status === 'invalid-input' ? { refused: 'invalid', step: 0 } : { refused: 'not-queued' });
      toast({ title: 'Error', description: text, variant: 'destructive' });
      onFieldErrors(result.status === 'needs-attention' ? result.item.fieldErrors : result.status === 'invalid-input' ? result.errors : []);
      setError(text);
    },
    [navigate, onFieldErrors, provider, send],
  );

  return { submit, pending, error };
}
