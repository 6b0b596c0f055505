import { adminButton } from '../ui/admin-styles';

/** The foot of an edit dialog: Cancel closes it unsaved; Save submits the form and says so while it saves. */
export function EditDialogActions({ onClose, saving }: { onClose: () => void; saving: boolean }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <button type="button" className={adminButton('secondary')} onClick={onClose}>
        Cancel
      </button>
      <button type="submit" className={adminButton('primary')} disabled={saving}>
        {saving ? 'Saving...' : 'Save changes'}
      </button>
    </div>
  );
}
