import { useState, type FormEvent } from 'react';
import { budgetLabel, BUDGETS, TIMELINE_LABELS, TIMELINES, type CustomerRequestSummary, type FieldError, type RequestEdit } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
import { labelledOptions, SelectField } from '../../ui/form/SelectField';
import { TextInput } from '../../ui/form/TextInput';
import { editableFields, editFormOf, requestEditOf, type EditForm } from './request-edit';

interface EditRequestDialogProps {
  request: CustomerRequestSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Queues the edit; the field messages when it is refused. */
  onSave: (changes: RequestEdit) => Promise<FieldError[] | null>;
}

/**
 * Contact details, budget and timeline, changeable until a professional responds; only what changed
 * is sent. Mounted when opened, so it starts from the request as it reads then.
 */
export function EditRequestDialog({ request, open, onOpenChange, onSave }: EditRequestDialogProps) {
  const fields = editableFields(request.kind);
  const [form, setForm] = useState(() => editFormOf(request));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof EditForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const edit = requestEditOf(request, form);
    if (!edit.ok) return setErrors(edit.errors);
    setBusy(true);
    try {
      const refused = await onSave(edit.changes);
      // The outbox checks the whole queued action: its paths end with the field's name.
      setErrors(Object.fromEntries((refused ?? []).map((error) => [error.path.split('.').at(-1) ?? '', error.message])));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change your details" description="Professionals reach you at these details. You can change them until one of them replies.">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {errors[''] && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors['']}
          </p>
        )}
        {fields.includes('name') && <TextInput name="name" label="Your name" autoComplete="name" value={form.name} onChange={(event) => set('name')(event.target.value)} error={errors.name} />}
        <TextInput name="email" label="Email" type="email" autoComplete="email" value={form.email} onChange={(event) => set('email')(event.target.value)} error={errors.email} />
        <TextInput name="phone" label="Phone" type="tel" autoComplete="tel" value={form.phone} onChange={(event) => set('phone')(event.target.value)} error={errors.phone} />
        {fields.includes('budget') && (
          <SelectField name="budget" label="Monthly Budget" options={labelledOptions(BUDGETS, budgetLabel)} value={form.budget || undefined} onChange={set('budget')} error={errors.budget} />
        )}
        {fields.includes('timeline') && (
          <SelectField name="timeline" label="Timeline" options={labelledOptions(TIMELINES, TIMELINE_LABELS)} value={form.timeline || undefined} onChange={set('timeline')} error={errors.timeline} />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={busy}>
            Save changes
          </button>
        </div>
      </form>
    </Dialog>
  );
}
