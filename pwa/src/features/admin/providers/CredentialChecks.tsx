import type { AdminBookkeeper, AdminCredential } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { adminButton } from '../ui/admin-styles';
import { checkCredential } from './admin-provider-queries';
import { CredentialCheckDialog } from './CredentialCheckDialog';

const STATE: Record<AdminCredential['status'], { label: string; badge: string }> = {
  verified: { label: 'Verified', badge: 'bg-emerald-100 text-emerald-900' },
  unverifiable: { label: "Can't verify", badge: 'bg-red-100 text-red-900' },
  unchecked: { label: 'Self-reported', badge: 'bg-slate-100 text-slate-700' },
};

const checkedOn = (credential: AdminCredential) => (credential.checkedAt ? ` ${new Date(credential.checkedAt).toLocaleDateString()}` : '');

/** A provider's claimed certifications with their checks, each with a Check action (verify or can't verify, with a note). */
export function CredentialChecks({ provider }: { provider: AdminBookkeeper }) {
  const client = useQueryClient();
  const [checking, setChecking] = useState<AdminCredential>();
  const check = useMutation({
    mutationFn: ({ credential, verified, note }: { credential: AdminCredential; verified: boolean; note: string }) =>
      checkCredential(provider.id, credential.certification, verified, note),
    onSuccess: (answer, { credential }) => {
      setChecking(undefined);
      toast({ title: answer.message, description: `${credential.name} • ${provider.fullName}`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Failed to save the check', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  if (provider.credentials.length === 0) return null;
  return (
    <div className="mt-2">
      <ul className="space-y-1.5" aria-label={`Credentials of ${provider.fullName}`}>
        {provider.credentials.map((credential) => (
          <li key={credential.certification} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-ink">{credential.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE[credential.status].badge}`}>
              {STATE[credential.status].label}
              {checkedOn(credential)}
            </span>
            {credential.note ? <span className="text-xs text-slate-600">{credential.note}</span> : null}
            <button
              type="button"
              className={`${adminButton()} px-2 py-1 text-xs`}
              aria-label={`Check ${credential.name}`}
              disabled={check.isPending}
              onClick={() => setChecking(credential)}
            >
              Check
            </button>
          </li>
        ))}
      </ul>
      {checking ? (
        <CredentialCheckDialog
          providerName={provider.fullName}
          credential={checking}
          onOpenChange={(open) => !open && setChecking(undefined)}
          busy={check.isPending}
          onCheck={(verified, note) => check.mutate({ credential: checking, verified, note })}
        />
      ) : null}
    </div>
  );
}
