import type { AdminCredential } from '@ledgerlink/shared-schema';
import { BadgeCheck, CircleSlash } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { adminButton, adminInput } from '../ui/admin-styles';

interface CredentialCheckDialogProps {
  providerName: string;
  credential: AdminCredential;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onCheck: (verified: boolean, note: string) => void;
}

/** Verify a claimed certification or mark it unverifiable, with an optional note for admins (e.g. the licence number checked). */
export function CredentialCheckDialog({ providerName, credential, onOpenChange, busy, onCheck }: CredentialCheckDialogProps) {
  const [note, setNote] = useState(credential.note ?? '');
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Check ${credential.name}`}
      description={`${providerName} claims this certification. Visitors see "Verified" with this month, or "Self-reported"; the note stays with admins.`}
    >
      <label className="block text-sm font-medium text-ink">
        Note (optional)
        <textarea
          className={`${adminInput} min-h-20`}
          value={note}
          maxLength={500}
          placeholder="e.g. Licence 12-3456 checked with the state board"
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={adminButton('secondary')} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button type="button" className={adminButton('danger')} disabled={busy} onClick={() => onCheck(false, note)}>
          <CircleSlash className="h-4 w-4" aria-hidden /> Can't verify
        </button>
        <button type="button" className={adminButton('approve')} disabled={busy} onClick={() => onCheck(true, note)}>
          <BadgeCheck className="h-4 w-4" aria-hidden /> {busy ? 'Saving...' : 'Verify'}
        </button>
      </div>
    </Dialog>
  );
}
