import { reviewPagePath, type FieldError } from '@ledgerlink/shared-schema';
import { useCallback, useState } from 'react';
import { useQueuedWrite } from '../../offline/outbox';
import type { ReviewFormValues } from './review-form';

export type ReviewSubmission =
  | { status: 'idle' | 'pending' | 'sent' | 'queued' }
  /** The server refused it: its message (a used, unknown or expired link), or field messages shown on the form. */
  | { status: 'refused'; message: string | undefined }
  | { status: 'failed' };

/**
 * The review, sent through the outbox (ARCHITECTURE §2) under its link's entity key: sent -> the
 * thank-you view; saved for later -> the same view saying it waits on this device; refused -> the
 * server's message, or its field messages back on the form, and the next submit resends that item.
 */
export function useReviewSubmission(token: string, professionalName: string | undefined, onFieldErrors: (errors: readonly FieldError[]) => void, editId?: string) {
  const { send } = useQueuedWrite(editId);
  const [submission, setSubmission] = useState<ReviewSubmission>({ status: 'idle' });

  const submit = useCallback(
    async (values: ReviewFormValues) => {
      setSubmission({ status: 'pending' });
      const result = await send({
        kind: 'review',
        payload: { token, ...values },
        origin: { path: reviewPagePath(token), label: professionalName ? `Review of ${professionalName}` : 'Review of the professional you hired' },
      });
      switch (result.status) {
        case 'sent':
        case 'queued':
          setSubmission({ status: result.status });
          return;
        case 'invalid-input':
          onFieldErrors(result.errors);
          setSubmission({ status: 'refused', message: undefined });
          return;
        case 'needs-attention': {
          // Field messages go on the form; without any, the refusal is about the link itself.
          const { fieldErrors, lastError } = result.item;
          onFieldErrors(fieldErrors);
          setSubmission({ status: 'refused', message: fieldErrors.length > 0 ? undefined : (lastError ?? undefined) });
          return;
        }
        case 'failed':
          setSubmission({ status: 'failed' });
      }
    },
    [onFieldErrors, professionalName, send, token],
  );

  return { submit, submission };
}
