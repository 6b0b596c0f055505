import { businessRegisterResponseSchema } from '@ledgerlink/shared-schema';
import { useCallback, useState } from 'react';
import { apiSend } from '../../api/client';
import { trackEvent } from '../../lib/analytics';
import { toast } from '../../ui/toast-store';
import { failureText } from '../../lib/server-errors';
import { buildBusinessRequest, type BusinessRequestFormValues } from './business-request-form';

export type SubmissionStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * The business request submission, behind one hook so a later offline layer can replace the direct
 * call with a queued write without touching the page.
 */
export function useBusinessRequest() {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(async (values: BusinessRequestFormValues) => {
    setStatus('pending');
    setError(null);
    try {
      const response = await apiSend('POST', '/api/business/register', buildBusinessRequest(values), businessRegisterResponseSchema);
      trackEvent('form_submit', { label: 'business_request' });
      toast({ title: 'Request Submitted Successfully!', description: 'Qualified bookkeepers will contact you soon.', variant: 'success' });
      setStatus('success');
      return response;
    } catch (failure) {
      const text = failureText(failure);
      toast({ title: 'Submission Failed', description: text, variant: 'destructive' });
      setError(text);
      setStatus('error');
      return undefined;
    }
  }, []);

  return { submit, status, error };
}
