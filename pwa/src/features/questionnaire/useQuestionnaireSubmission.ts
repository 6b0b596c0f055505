import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { customerOnboardingResponseSchema, type CustomerOnboardingRequest } from '@ledgerlink/shared-schema';
import { apiSend } from '../../api/client';
import { trackEvent } from '../../lib/analytics';
import { toast } from '../../ui/toast-store';

export type SubmissionStatus = 'idle' | 'pending' | 'success' | 'failure';

interface Options {
  /** The provider the customer started from (`/find-accountant/{slug}`), carried to the thank-you page. */
  slug?: string | undefined;
  /** Runs after the server accepted the questionnaire, before navigating (drops the draft). */
  onAccepted: () => Promise<void>;
}

/**
 * The questionnaire's one way out (spec §4): POST /api/customer-onboarding with the draft's
 * Idempotency-Key, so a retry of the same answers after a lost response never creates a second
 * request. Kept as a single hook so the offline outbox can later take the sending over without the
 * page changing. Failure keeps every entry (the page's state is untouched); success drops the
 * draft, reports, and moves on.
 */
export function useQuestionnaireSubmission({ slug, onAccepted }: Options) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const inFlight = useRef(false);

  const submit = useCallback(
    async (request: CustomerOnboardingRequest, idempotencyKey: string): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setStatus('pending');
      try {
        await apiSend('POST', '/api/customer-onboarding', request, customerOnboardingResponseSchema, {
          headers: { 'Idempotency-Key': idempotencyKey },
        });
      } catch {
        inFlight.current = false;
        setStatus('failure');
        toast({ title: 'Submission Failed', description: 'Please try again or contact support.', variant: 'destructive' });
        return false;
      }
      // The server has it: losing the local draft now is fine, keeping it would offer a resubmit.
      await onAccepted().catch(() => undefined);
      setStatus('success');
      toast({
        title: 'Application Submitted!',
        description: 'We will match you with the perfect accountant and send details to your email within 24 hours.',
        variant: 'success',
      });
      trackEvent('form_submit', { label: 'questionnaire' });
      navigate(slug ? `/onboarding-success/${encodeURIComponent(slug)}` : '/onboarding-success');
      return true;
    },
    [navigate, onAccepted, slug],
  );

  return { submit, status, isSubmitting: status === 'pending' };
}
