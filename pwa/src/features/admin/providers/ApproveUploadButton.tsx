import type { FirmUpload } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { Dialog } from '../../../ui/Dialog';
import { adminButton } from '../ui/admin-styles';
import { approveUpload } from './admin-provider-queries';

export const firmCount = (n: number) => `${n} ${n === 1 ? 'firm' : 'firms'}`;

/** "Approve all from this upload", after a confirmation saying what approval does. */
export function ApproveUploadButton({ upload }: { upload: FirmUpload }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveUpload(upload.id),
    onSuccess: (answer) => {
      setConfirming(false);
      toast({ title: answer.message, description: upload.fileName, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Failed to approve the upload', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  return (
    <>
      <button type="button" className={adminButton('approve')} disabled={approve.isPending} onClick={() => setConfirming(true)}>
        <CheckCheck className="h-4 w-4" aria-hidden /> Approve all from this upload
      </button>
      {confirming ? (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Approve ${firmCount(upload.pending)} from ${upload.fileName}?`}
          description="Each firm still waiting for review is listed on the marketplace and mailed its profile and dashboard links. Firms you rejected stay rejected."
        >
          <div className="flex justify-end gap-2">
            <button type="button" className={adminButton('secondary')} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className={adminButton('approve')} disabled={approve.isPending} onClick={() => approve.mutate()}>
              {approve.isPending ? 'Approving...' : 'Approve all'}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
