import { PROVIDER_SERVICE_LABELS, type AdminBookkeeper } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, KeyRound, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { adminButton } from '../ui/admin-styles';
import { approveProvider, reissueDashboardLink, rejectProvider } from './admin-provider-queries';
import { CredentialChecks } from './CredentialChecks';
import { RejectDialog } from './RejectDialog';

const STATUS_BADGE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** One provider under review; its buttons are disabled while one of its actions runs (spec §4). */
export function ProviderReviewCard({ provider }: { provider: AdminBookkeeper }) {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveProvider(provider.id),
    onSuccess: () => toast({ title: 'Provider approved successfully', description: provider.fullName, variant: 'success' }),
    onError: (error) => toast({ title: 'Failed to approve provider', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectProvider(provider.id, reason),
    onSuccess: () => {
      setRejecting(false);
      toast({ title: 'Provider rejected successfully', description: provider.fullName, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Failed to reject provider', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  const reissue = useMutation({
    mutationFn: () => reissueDashboardLink(provider.id),
    onSuccess: (answer) => toast({ title: 'Dashboard link re-issued', description: answer.message, variant: 'success' }),
    onError: (error) => toast({ title: 'Failed to re-issue the dashboard link', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const acting = approve.isPending || reject.isPending || reissue.isPending;

  return (
    <li className="rounded-card border border-slate-200 bg-white p-4 shadow-sm" aria-label={provider.fullName}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {provider.fullName}
            <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_BADGE[provider.reviewStatus]}`}>{provider.reviewStatus}</span>
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium capitalize text-slate-700">{provider.providerType}</span>
          </p>
          <p className="text-sm text-slate-600">
            @{provider.username}
            {provider.businessName && provider.businessName !== provider.fullName ? ` • ${provider.businessName}` : ''}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {provider.email} • {provider.phone} • {provider.location}
          </p>
          <p className="mt-1 text-sm text-slate-600">{provider.services.map((service) => PROVIDER_SERVICE_LABELS[service]).join(', ')}</p>
          <CredentialChecks provider={provider} />
          {provider.rejectionReason ? <p className="mt-1 text-sm text-red-800">Reason: {provider.rejectionReason}</p> : null}
          <p className="mt-1 text-xs text-slate-500">Applied {new Date(provider.createdAt).toLocaleDateString()}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {provider.reviewStatus !== 'approved' ? (
            <button type="button" className={adminButton('approve')} disabled={acting} onClick={() => approve.mutate()}>
              <Check className="h-4 w-4" aria-hidden /> {approve.isPending ? 'Approving...' : 'Approve'}
            </button>
          ) : (
            <button type="button" className={adminButton()} disabled={acting} onClick={() => reissue.mutate()}>
              <KeyRound className="h-4 w-4" aria-hidden /> Re-issue dashboard link
            </button>
          )}
          {provider.reviewStatus !== 'rejected' ? (
            <button type="button" className={adminButton('danger')} disabled={acting} onClick={() => setRejecting(true)}>
              <X className="h-4 w-4" aria-hidden /> Reject
            </button>
          ) : null}
        </div>
      </div>
      {rejecting ? (
        <RejectDialog providerName={provider.fullName} open={rejecting} onOpenChange={setRejecting} busy={reject.isPending} onReject={(reason) => reject.mutate(reason)} />
      ) : null}
    </li>
  );
}
