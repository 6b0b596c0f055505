import { hideReasonSchema } from '@ledgerlink/shared-schema';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { adminButton, adminInput } from '../ui/admin-styles';

interface HideReviewDialogProps {
  /** Whose review, as the title names it. */
  reviewOf: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The server's refusal, shown in place. */
  error?: string | undefined;
  onHide: (reason: string) => void;
}

/** Hiding a review needs a reason (3-500 characters, the shared rule): the provider reads it on their dashboard. */
export function HideReviewDialog({ reviewOf, open, onOpenChange, busy, error, onHide }: HideReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = hideReasonSchema.safeParse(reason);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    onHide(checked.data);
  };
  const shown = problem ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Hide this review of ${reviewOf}?`}
      description="It leaves the profile and the rating at once. The professional sees this reason on their dashboard."
    >
      <form onSubmit={submit} noValidate>
        <label className="block text-sm font-medium text-ink">
          Reason for hiding
          <textarea
            className={`${adminInput} min-h-28`}
            value={reason}
            maxLength={500}
            aria-invalid={problem !== undefined}
            aria-describedby="hide-reason-error"
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
        </label>
        {shown ? (
          <p id="hide-reason-error" role="alert" className="mt-1 text-sm text-red-700">
            {shown}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={adminButton('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={adminButton('danger')} disabled={busy}>
            {busy ? 'Hiding...' : 'Hide review'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
