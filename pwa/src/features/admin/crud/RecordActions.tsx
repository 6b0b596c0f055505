import { Pencil, Trash2 } from 'lucide-react';
import { AdminConfirmDialog } from '../ui/AdminConfirmDialog';
import { adminButton, tableCell } from '../ui/admin-styles';
import type { useConfirmedAction } from './useConfirmedAction';

/** A CRUD row's Edit and Delete buttons, named after the record for screen readers. */
export function RecordRowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <td className={`${tableCell} whitespace-nowrap text-right`}>
      <button type="button" className={adminButton()} aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </button>{' '}
      <button type="button" className={adminButton()} aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
      </button>
    </td>
  );
}

/** The delete confirmation of a CRUD table (spec §2), with the server's refusal when it has one. */
export function RecordDeleteDialog<T extends { id: string }>({
  deletion,
  name,
  kind,
}: {
  deletion: ReturnType<typeof useConfirmedAction<T>>;
  name: (record: T) => string;
  kind: 'business' | 'provider';
}) {
  if (!deletion.target) return null;
  return (
    <AdminConfirmDialog
      open
      onOpenChange={(open) => !open && deletion.cancel()}
      title={`Delete ${name(deletion.target)}?`}
      description={`This cannot be undone. A ${kind} with active leads or bookings cannot be deleted.`}
      confirmLabel={`Delete ${kind}`}
      busy={deletion.busy}
      error={deletion.error}
      onConfirm={deletion.confirm}
    />
  );
}
