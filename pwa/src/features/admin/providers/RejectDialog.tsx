import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { adminButton, adminInput } from '../ui/admin-styles';

interface RejectDialogProps {
  providerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onReject: (reason: string) => void;
}

/** Spec §4/§5: a rejection needs a non-empty reason; it is mailed to the provider. */
export function RejectDialog({ providerName, open, onOpenChange, busy, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setRefused(true);
    onReject(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Reject ${providerName}`} description="The provider receives this reason by email.">
      <form onSubmit={submit} noValidate>
        <label className="block text-sm font-medium text-ink">
          Reason for rejection
          <textarea
            className={`${adminInput} min-h-28`}
            value={reason}
            aria-invalid={refused && !reason.trim()}
            aria-describedby="reject-reason-error"
            onChange={(event) => {
              setReason(event.target.value);
              setRefused(false);
            }}
          />
        </label>
        {refused && !reason.trim() ? (
          <p id="reject-reason-error" role="alert" className="mt-1 text-sm text-red-700">
            Please give a reason for the rejection
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={adminButton('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={adminButton('danger')} disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject provider'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
