import { Dialog } from '../../../ui/Dialog';
import { adminButton } from './admin-styles';

interface AdminConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel?: string;
  /** The button that closes the dialog without acting. */
  dismissLabel?: string;
  busy: boolean;
  /** The server's refusal (e.g. the 409 of a delete with open leads), shown in place. */
  error?: string | undefined;
  onConfirm: () => void;
}

/** "Are you sure?" before a delete (spec §5: confirmation required) or another action that cannot be undone. */
export function AdminConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel = 'Deleting...', dismissLabel = 'Cancel', busy, error, onConfirm }: AdminConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminButton('secondary')} onClick={() => onOpenChange(false)}>
          {dismissLabel}
        </button>
        <button type="button" className={adminButton('danger')} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
