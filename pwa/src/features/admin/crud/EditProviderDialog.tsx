import type { AdminBookkeeper } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../../../lib/server-errors';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { Dialog } from '../../../ui/Dialog';
import { AdminField } from '../ui/AdminField';
import { adminInput } from '../ui/admin-styles';
import { EditDialogActions } from './EditDialogActions';
import { updateProvider } from './admin-crud-queries';
import { providerEditFormOf, providerEditFrom, type ProviderEditErrors, type ProviderEditForm } from './provider-edit';

type TextField = Exclude<keyof ProviderEditForm, 'isApproved' | 'isActive'>;

/** Each text field: its label, and the name its error message uses. */
const TEXT_FIELDS: readonly (readonly [TextField, string, string?])[] = [
  ['fullName', 'Full name'],
  ['businessName', 'Business name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
  ['hourlyRate', 'Hourly rate ($)', 'Hourly rate'],
];

/** Spec §2/§5: the provider edit dialog; Approval and Active Status set the flags directly. */
export function EditProviderDialog({ provider, onClose }: { provider: AdminBookkeeper; onClose: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState<ProviderEditForm>(() => providerEditFormOf(provider));
  const [errors, setErrors] = useState<ProviderEditErrors>({});
  const change = <K extends keyof ProviderEditForm>(field: K, value: ProviderEditForm[K]) => setForm({ ...form, [field]: value });
  const save = useMutation({
    mutationFn: (edit: Parameters<typeof updateProvider>[1]) => updateProvider(provider.id, edit),
    onSuccess: () => {
      toast({ title: 'Provider updated successfully!', variant: 'success' });
      onClose();
    },
    onError: (error) => {
      // A refusal the form cannot foresee (an email another provider has) shows beside its field too.
      setErrors(Object.fromEntries(serverFieldErrors(error).map(({ path, message }) => [path, message])));
      toast({ title: 'Failed to update provider', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdminData(client),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = providerEditFrom(provider, form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    if (Object.keys(result.edit).length === 0) return onClose();
    save.mutate(result.edit);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Provider" description={`@${provider.username}`}>
      <form onSubmit={submit} noValidate className="space-y-3">
        {TEXT_FIELDS.map(([name, label, named]) => (
          <AdminField key={name} id={`edit-provider-${name}`} label={label} named={named} error={errors[name]}>
            {(control) => (
              <input {...control} className={adminInput} inputMode={name === 'hourlyRate' ? 'numeric' : undefined} value={form[name]} onChange={(event) => change(name, event.target.value)} />
            )}
          </AdminField>
        ))}
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium text-ink">
            Approval Status
            <select className={adminInput} value={form.isApproved ? 'approved' : 'pending'} onChange={(event) => change('isApproved', event.target.value === 'approved')}>
              <option value="approved">Approved</option>
              <option value="pending">Pending</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            Active Status
            <select className={adminInput} value={form.isActive ? 'active' : 'inactive'} onChange={(event) => change('isActive', event.target.value === 'active')}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </label>
        </div>
        <AdminField id="edit-provider-bio" label="Bio" error={errors.bio}>
          {(control) => <textarea {...control} className={`${adminInput} min-h-24`} value={form.bio} onChange={(event) => change('bio', event.target.value)} />}
        </AdminField>
        <EditDialogActions onClose={onClose} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
