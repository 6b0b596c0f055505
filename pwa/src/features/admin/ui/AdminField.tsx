import type { ReactNode } from 'react';
import { describedBy, fieldIds } from '../../../ui/form/field-ids';
import { FieldError } from '../../../ui/form/Field';

/** What a field's control carries: its id, and whether and by what it is refused. */
export interface AdminFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface AdminFieldProps {
  /** Unique on the page: the control's id derives from it. */
  id: string;
  label: string;
  /** The field's name in its error message, when the label says more ("Hourly rate ($)"). */
  named?: string | undefined;
  error: string | undefined;
  children: (control: AdminFieldControl) => ReactNode;
}

/** A back-office form field: its label, its control, and its error beside it, tied to the control for screen readers. */
export function AdminField({ id, label, named = label, error, children }: AdminFieldProps) {
  const ids = fieldIds(id);
  return (
    <div>
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id: ids.inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(ids, { error }) })}
      <FieldError id={ids.errorId} error={error} label={named} />
    </div>
  );
}
