import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import { fieldMessage } from './field-message';

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100';

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A label above its control, then an optional hint and the error message (announced politely). */
export function Field({ ids, label, required, hint, error, children, className = '' }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-ink">
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} label={label} />
    </div>
  );
}

/** The field's error, worded so it names the field (`fieldMessage`). */
export function FieldError({ id, error, label }: { id: string; error?: string | undefined; label?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {fieldMessage(label, error)}
    </p>
  );
}

/** A titled card that groups related fields. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A visible asterisk, and the word "required" for screen readers where no `aria-required` can go (a fieldset). */
export function RequiredMark({ required, spoken = false }: { required?: boolean | undefined; spoken?: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="text-red-600"> *</span>
      {spoken ? <span className="sr-only"> (required)</span> : null}
    </>
  );
}
