import { useState, type FormEvent } from 'react';
import type { FieldError } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/form/TextInput';

interface CloseRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Queues the close; the field messages when the reason is refused. */
  onClose: (reason: string) => Promise<FieldError[] | null>;
}

/** "Close my request": why, in the customer's words, for the professionals still working on it. */
export function CloseRequestDialog({ open, onOpenChange, onClose }: CloseRequestDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const errors = await onClose(reason);
      setError(errors?.[0]?.message);
      if (!errors) setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Close your request" description="The professionals still working on your request will read your reason. You will get no more matches for it.">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextArea
          name="reason"
          label="Why are you closing it?"
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          className=""
          placeholder="For example: I found help elsewhere"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
            Keep it open
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={busy}>
            Close my request
          </button>
        </div>
      </form>
    </Dialog>
  );
}
