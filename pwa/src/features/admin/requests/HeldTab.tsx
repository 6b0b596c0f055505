import { API, type HeldKind, type HeldSubmission } from '@ledgerlink/shared-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { call } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY, refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { AdminConfirmDialog } from '../ui/AdminConfirmDialog';
import { AdminQueryState } from '../ui/AdminQueryState';
import { adminButton, tableCell, tableHead } from '../ui/admin-styles';

const KIND_LABELS: Record<HeldKind, string> = {
  questionnaire: 'Questionnaire',
  business: 'Business request',
  booking: 'Booking',
  contact: 'Contact request',
  provider: 'Provider registration',
  review: 'Review',
};

/**
 * Public submissions a spam rule held: answered like any other, but nobody was matched, mailed or
 * shown them. The admin releases a genuine one (it then goes on as if never held) or deletes it.
 */
export function HeldTab() {
  const query = useQuery({ queryKey: [ADMIN_KEY, 'held'], queryFn: () => call(API.adminHeld.list, {}) });
  return (
    <AdminQueryState query={query} failure="Failed to load held submissions">
      {(data) =>
        data.held.length === 0 ? (
          <p className="py-12 text-center text-slate-700">Nothing held. Every submission passed the spam rules.</p>
        ) : (
          <div className="relative overflow-x-auto rounded-card border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className={tableHead}>
                <tr>
                  <th className={tableCell}>Held</th>
                  <th className={tableCell}>Kind</th>
                  <th className={tableCell}>From</th>
                  <th className={tableCell}>Summary</th>
                  <th className={tableCell}>Why held</th>
                  <th className={tableCell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.held.map((submission) => (
                  <HeldRow key={`${submission.kind}-${submission.id}`} submission={submission} />
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </AdminQueryState>
  );
}

function HeldRow({ submission }: { submission: HeldSubmission }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const params = { kind: submission.kind, id: submission.id };
  const release = useMutation({
    mutationFn: () => call(API.adminHeld.release, { params }),
    onSuccess: (answer) => toast({ title: 'Released', description: answer.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Release failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  const remove = useMutation({
    mutationFn: () => call(API.adminHeld.remove, { params }),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Deleted', description: `The held ${KIND_LABELS[submission.kind].toLowerCase()} is gone.` });
      void refreshAdminData(client);
    },
  });
  const who = submission.name ?? submission.email;
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${tableCell} whitespace-nowrap`}>{new Date(submission.heldAt).toLocaleString()}</td>
      <td className={tableCell}>{KIND_LABELS[submission.kind]}</td>
      <td className={tableCell}>
        {submission.name ? (
          <>
            {submission.name}
            <br />
          </>
        ) : null}
        <a className="text-brand-700 underline" href={`mailto:${submission.email}`}>
          {submission.email}
        </a>
      </td>
      <td className={tableCell}>{submission.summary}</td>
      <td className={tableCell}>
        <ul className="list-disc pl-4">
          {submission.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </td>
      <td className={`${tableCell} whitespace-nowrap text-right`}>
        <button type="button" className={adminButton()} disabled={release.isPending} aria-label={`Release the submission from ${who}`} onClick={() => release.mutate()}>
          <Send className="h-4 w-4" aria-hidden /> {release.isPending ? 'Releasing...' : 'Release'}
        </button>{' '}
        <button type="button" className={adminButton()} aria-label={`Delete the submission from ${who}`} onClick={() => setConfirming(true)}>
          <Trash2 className="h-4 w-4 text-red-700" aria-hidden /> Delete
        </button>
        {confirming ? (
          <AdminConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setConfirming(false);
            }}
            title={`Delete the submission from ${who}?`}
            description="It is gone for good: nobody is matched, mailed or told. This cannot be undone."
            confirmLabel="Delete submission"
            busy={remove.isPending}
            error={remove.error ? serverMessage(remove.error, 'Please try again.') : undefined}
            onConfirm={() => remove.mutate()}
          />
        ) : null}
      </td>
    </tr>
  );
}
