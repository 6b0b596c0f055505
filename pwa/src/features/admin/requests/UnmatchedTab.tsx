import { API, type UnmatchedRequest } from '@ledgerlink/shared-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { call } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY, refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { AdminQueryState } from '../ui/AdminQueryState';
import { adminButton, tableCell, tableHead } from '../ui/admin-styles';

/** Requests matching could not place: the admin follows them up by hand or runs matching again. */
export function UnmatchedTab() {
  const query = useQuery({ queryKey: [ADMIN_KEY, 'unmatched'], queryFn: () => call(API.admin.unmatchedRequests, {}) });
  return (
    <AdminQueryState query={query} failure="Failed to load unmatched requests">
      {(data) =>
        data.requests.length === 0 ? (
          <p className="py-12 text-center text-slate-700">All caught up! Every request found a match.</p>
        ) : (
          <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className={tableHead}>
                <tr>
                  <th className={tableCell}>Received</th>
                  <th className={tableCell}>Kind</th>
                  <th className={tableCell}>Contact</th>
                  <th className={tableCell}>Services</th>
                  <th className={tableCell}>Why unmatched</th>
                  <th className={tableCell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.requests.map((request) => (
                  <UnmatchedRow key={`${request.kind}-${request.id}`} request={request} />
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </AdminQueryState>
  );
}

function UnmatchedRow({ request }: { request: UnmatchedRequest }) {
  const client = useQueryClient();
  const rematch = useMutation({
    mutationFn: () => call(API.admin.rematchRequest, { params: { kind: request.kind, id: request.id } }),
    onSuccess: (answer) => toast({ title: answer.matched > 0 ? 'Request matched' : 'Still unmatched', description: answer.message, variant: answer.matched > 0 ? 'success' : 'default' }),
    onError: (error) => toast({ title: 'Matching failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <td className={`${tableCell} whitespace-nowrap`}>{new Date(request.createdAt).toLocaleString()}</td>
      <td className={tableCell}>{request.kind === 'questionnaire' ? 'Questionnaire' : 'Business request'}</td>
      <td className={tableCell}>
        <a className="text-brand-700 underline" href={`mailto:${request.email}`}>
          {request.email}
        </a>
        <br />
        {request.phone}
      </td>
      <td className={tableCell}>{request.services.join(', ')}</td>
      <td className={tableCell}>{request.reason}</td>
      <td className={tableCell}>
        <button type="button" className={adminButton()} disabled={rematch.isPending} onClick={() => rematch.mutate()}>
          <RotateCw className="h-4 w-4" aria-hidden /> {rematch.isPending ? 'Matching...' : 'Re-run matching'}
        </button>
      </td>
    </tr>
  );
}
