import { API, PROVIDER_SERVICE_LABELS, type AddServiceRequest, type Service } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../../api/client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { toast } from '../../../ui/toast-store';
import { ADMIN_KEY } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { AdminField } from '../ui/AdminField';
import { adminButton, adminCard, adminInput } from '../ui/admin-styles';
import { serviceAdditionFrom, unlistedServices, type ServiceAdditionErrors, type ServiceAdditionForm } from './service-addition';

const EMPTY: ServiceAdditionForm = { name: '', category: '', description: '' };

/** Puts a service a provider profile can carry back on the lists, and so in the marketplace's filters. */
export function AddServiceForm({ listed }: { listed: readonly Service[] }) {
  const client = useQueryClient();
  const [form, setForm] = useState<ServiceAdditionForm>(EMPTY);
  const [errors, setErrors] = useState<ServiceAdditionErrors>({});
  const add = useMutation({
    mutationFn: (body: AddServiceRequest) => call(API.admin.addService, { body }),
    onSuccess: (answer) => {
      setForm(EMPTY);
      toast({ title: answer.message, variant: 'success' });
      return client.invalidateQueries({ queryKey: [ADMIN_KEY, 'settings'] });
    },
    onError: (error) => setErrors(Object.fromEntries(serverFieldErrors(error).map(({ path, message }) => [path, message]))),
  });
  const choices = unlistedServices(listed);
  if (choices.length === 0) return <p className="mt-4 text-sm text-slate-600">Every service a provider can offer is listed.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = serviceAdditionFrom(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    add.mutate(result.body);
  };
  const refusal = add.error && serverFieldErrors(add.error).length === 0 ? serverMessage(add.error, 'Failed to add service. Please try again.') : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-service-title" className={`${adminCard} mt-4 space-y-3`}>
      <h3 id="add-service-title" className="text-base font-semibold text-ink">
        Add service
      </h3>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <AdminField id="add-service-name" label="Service" error={errors.name}>
          {(control) => (
            <select {...control} className={adminInput} value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value as ServiceAdditionForm['name'] })}>
              <option value="">Choose a service</option>
              {choices.map((name) => (
                <option key={name} value={name}>
                  {PROVIDER_SERVICE_LABELS[name]} ({name})
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="add-service-category" label="Category" error={errors.category}>
          {(control) => <input {...control} className={adminInput} value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value })} />}
        </AdminField>
        <AdminField id="add-service-description" label="Description (optional)" named="Description" error={errors.description}>
          {(control) => <input {...control} className={adminInput} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />}
        </AdminField>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={adminButton('primary')} disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add service'}
        </button>
      </div>
    </form>
  );
}
