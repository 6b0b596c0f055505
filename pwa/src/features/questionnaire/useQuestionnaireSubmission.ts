import type { CustomerOnboardingRequest, FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';
import { useQueuedWrite } from '../../offline/outbox';
import { toast } from '../../ui/toast-store';

interface Options {
  /** The provider the customer started from (`/find-accountant/{slug}`), carried to the thank-you page. */
  slug?: string | undefined;
  /** Runs once the outbox holds the questionnaire (drops the draft: the outbox item is now the copy). */
  onQueued: () => Promise<void>;
  /** An item reopened from the outbox panel: submitting edits and resends it. */
  editId?: string | undefined;
}

/**
 * The questionnaire's one way out (spec §4) through the outbox (ARCHITECTURE §2). The draft's
 * Idempotency-Key becomes the item's, so submitting the same answers twice queues once. Sent ->
 * the thank-you page; saved for later -> the thank-you page saying so; refused -> the server's
 * messages stay on this page (`serverErrors`) and the next submit resends that same item.
 */
export function useQuestionnaireSubmission({ slug, onQueued, editId }: Options) {
  const navigate = useNavigate();
  const { send, pending } = useQueuedWrite(editId);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (request: CustomerOnboardingRequest, idempotencyKey: string): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      const origin = { path: slug ? `/find-accountant/${encodeURIComponent(slug)}` : '/find-accountant', label: `Accountant match for ${request.email}` };
      const result = await send({ kind: 'questionnaire', payload: request, origin }, { id: idempotencyKey });
      inFlight.current = false;
      if (result.status === 'invalid-input' || result.status === 'failed') {
        setServerErrors(result.status === 'invalid-input' ? result.errors : []);
        toast({ title: 'Submission Failed', description: 'Please try again or contact support.', variant: 'destructive' });
        return false;
      }
      // The outbox has it: keeping the draft too would offer a second submission.
      await onQueued().catch(() => undefined);
      if (result.status === 'needs-attention') {
        setServerErrors(result.item.fieldErrors.length > 0 ? result.item.fieldErrors : [{ path: '', message: result.item.lastError ?? 'The server refused these answers' }]);
        toast({ title: 'Submission Failed', description: 'Please try again or contact support.', variant: 'destructive' });
        return false;
      }
      const queued = result.status === 'queued';
      if (!queued) {
        toast({
          title: 'Application Submitted!',
          description: 'We will match you with the perfect accountant and send details to your email within 24 hours.',
          variant: 'success',
        });
      }
      trackEvent('form_submit', { label: 'questionnaire' });
      // The item's id, not its answer: the success page reads the request link from the outbox, so the
      // link's key never sits in the history's state.
      navigate(slug ? `/onboarding-success/${encodeURIComponent(slug)}` : '/onboarding-success', { state: { queued, outboxId: result.id } });
      return true;
    },
    [navigate, onQueued, send, slug],
  );

  return { submit, isSubmitting: pending, serverErrors };
}
