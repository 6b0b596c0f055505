import type { AdminBookkeeper } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { AdminDialog } from '../ui/AdminDialog';
import { adminInput } from '../ui/admin-styles';
import { EditDialogActions } from './EditDialogActions';
import { updateProvider } from './admin-crud-queries';
import { changedFields } from './changed-fields';
import { parseHourlyRate } from './hourly-rate';

const TEXT_FIELDS = [
  ['fullName', 'Full name'],
  ['businessName', 'Business name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
] as const;

type TextField = (typeof TEXT_FIELDS)[number][0];

/** Spec §2/§5: the provider edit dialog; Approval and Active Status set the flags directly. */
export function EditProviderDialog({ provider, onClose }: { provider: AdminBookkeeper; onClose: () => void }) {
  const client = useQueryClient();
  const [text, setText] = useState<Record<TextField | 'bio', string>>({
    fullName: provider.fullName,
    businessName: provider.businessName ?? '',
    email: provider.email,
    phone: provider.phone,
    location: provider.location,
    bio: provider.bio ?? '',
  });
  const [hourlyRate, setHourlyRate] = useState(provider.hourlyRate === undefined ? '' : String(provider.hourlyRate));
  const [isApproved, setApproved] = useState(provider.isApproved);
  const [isActive, setActive] = useState(provider.isActive);
  const save = useMutation({
    mutationFn: (edit: Parameters<typeof updateProvider>[1]) => updateProvider(provider.id, edit),
    onSuccess: () => {
      toast({ title: 'Provider updated successfully!', variant: 'success' });
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to update provider', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = changedFields(
      { ...provider, hourlyRate: provider.hourlyRate ?? 0 },
      { ...text, hourlyRate: parseHourlyRate(hourlyRate), isApproved, isActive },
    );
    if (Object.keys(edit).length === 0) return onClose();
    save.mutate(edit);
  };
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title="Edit Provider" description={`@${provider.username}`}>
      <form onSubmit={submit} className="space-y-3">
        {TEXT_FIELDS.map(([field, label]) => (
          <label key={field} className="block text-sm font-medium text-ink">
            {label}
            <input className={adminInput} value={text[field]} onChange={(event) => setText({ ...text, [field]: event.target.value })} />
          </label>
        ))}
        <label className="block text-sm font-medium text-ink">
          Hourly rate ($)
          <input className={adminInput} inputMode="numeric" value={hourlyRate} onChange={(event) => setHourlyRate(event.target.value)} />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium text-ink">
            Approval Status
            <select className={adminInput} value={isApproved ? 'approved' : 'pending'} onChange={(event) => setApproved(event.target.value === 'approved')}>
              <option value="approved">Approved</option>
              <option value="pending">Pending</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            Active Status
            <select className={adminInput} value={isActive ? 'active' : 'inactive'} onChange={(event) => setActive(event.target.value === 'active')}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </label>
        </div>
        <label className="block text-sm font-medium text-ink">
          Bio
          <textarea className={`${adminInput} min-h-24`} value={text.bio} onChange={(event) => setText({ ...text, bio: event.target.value })} />
        </label>
        <EditDialogActions onClose={onClose} saving={save.isPending} />
      </form>
    </AdminDialog>
  );
}
