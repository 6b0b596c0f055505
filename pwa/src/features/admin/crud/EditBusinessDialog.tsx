import type { AdminBusiness } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { Dialog } from '../../../ui/Dialog';
import { adminInput } from '../ui/admin-styles';
import { EditDialogActions } from './EditDialogActions';
import { updateBusiness } from './admin-crud-queries';
import { changedFields } from './changed-fields';

const FIELDS = [
  ['companyName', 'Company name'],
  ['contactName', 'Contact name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
] as const;

type Field = (typeof FIELDS)[number][0] | 'notes';

/** Spec §2: the business edit dialog; the list is read again afterwards. */
export function EditBusinessDialog({ business, onClose }: { business: AdminBusiness; onClose: () => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    companyName: business.companyName,
    contactName: business.contactName,
    email: business.email,
    phone: business.phone,
    location: business.location,
    notes: business.notes ?? '',
  });
  const save = useMutation({
    mutationFn: (edit: Parameters<typeof updateBusiness>[1]) => updateBusiness(business.id, edit),
    onSuccess: () => {
      toast({ title: 'Business updated successfully!', variant: 'success' });
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to update business', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = changedFields(business, values);
    if (Object.keys(edit).length === 0) return onClose();
    save.mutate(edit);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Business">
      <form onSubmit={submit} className="space-y-3">
        {FIELDS.map(([field, label]) => (
          <label key={field} className="block text-sm font-medium text-ink">
            {label}
            <input className={adminInput} value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
          </label>
        ))}
        <label className="block text-sm font-medium text-ink">
          Notes
          <textarea className={`${adminInput} min-h-24`} value={values.notes} onChange={(event) => setValues({ ...values, notes: event.target.value })} />
        </label>
        <EditDialogActions onClose={onClose} saving={save.isPending} />
      </form>
    </Dialog>
  );
}
