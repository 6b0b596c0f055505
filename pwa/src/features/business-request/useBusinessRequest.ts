import type { FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useState } from 'react';
import { trackEvent } from '../../lib/analytics';
import { useQueuedWrite } from '../../offline/outbox';
import { toast } from '../../ui/toast-store';
import { buildBusinessRequest, type BusinessRequestFormValues } from './business-request-form';

export type SubmissionStatus = 'idle' | 'pending' | 'sent' | 'queued' | 'error';

const FALLBACK = 'Please check your connection and try again';

/**
 * The business request, sent through the outbox (ARCHITECTURE §2): sent -> the success view;
 * saved for later -> the same view saying it is queued; refused -> the server's field messages go
 * back to the form through `onFieldErrors`, and the next submit resends that same item.
 */
export function useBusinessRequest(onFieldErrors: (errors: FieldError[]) => void, editId?: string) {
  const { send } = useQueuedWrite(editId);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  /** The sent or queued request's outbox item, whose answer carries the request page link. */
  const [outboxId, setOutboxId] = useState<string>();

  const submit = useCallback(
    async (values: BusinessRequestFormValues) => {
      setStatus('pending');
      const result = await send({
        kind: 'business-request',
        payload: buildBusinessRequest(values),
        origin: { path: '/business-form', label: `Business request from ${values.companyName}` },
      });
      if (result.status === 'sent' || result.status === 'queued') {
        trackEvent('form_submit', { label: 'business_request' });
        if (result.status === 'sent') toast({ title: 'Request Submitted Successfully!', description: 'Qualified bookkeepers will contact you soon.', variant: 'success' });
        setOutboxId(result.id);
        setStatus(result.status);
        return;
      }
      const errors = result.status === 'invalid-input' ? result.errors : result.status === 'needs-attention' ? result.item.fieldErrors : [];
      const message = result.status === 'needs-attention' ? (result.item.lastError ?? FALLBACK) : FALLBACK;
      toast({ title: 'Submission Failed', description: message, variant: 'destructive' });
      onFieldErrors(errors);
      setStatus('error');
    },
    [onFieldErrors, send],
  );

  return { submit, status, outboxId };
}
