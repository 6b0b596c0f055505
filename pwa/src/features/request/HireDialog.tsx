import { useState } from 'react';
import { buttonClasses } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';

interface HireDialogProps {
  name: string | undefined;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}

/** "Did you hire {name}?": the one question before telling every professional of the request. */
export function HireDialog({ name, onOpenChange, onConfirm }: HireDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={name !== undefined}
      onOpenChange={onOpenChange}
      title={`Did you hire ${name ?? ''}?`}
      description={`We will tell ${name ?? 'them'} that you hired them, and tell the other professionals of this request that you hired someone else. This ends your request.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button type="button" className={buttonClasses('accent')} disabled={busy} onClick={() => void confirm()}>
          Yes, I hired {name}
        </button>
      </div>
    </Dialog>
  );
}
