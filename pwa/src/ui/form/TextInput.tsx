import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, inputClasses } from './Field';
import { describedBy, fieldIds, idFor } from './field-ids';

interface CommonProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

type TextInputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextInput({ name, label, error, hint, id, className, required, ref, ...input }: TextInputProps) {
  const ids = fieldIds(id ?? idFor(name));
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...input}
        ref={ref}
        id={ids.inputId}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        className={inputClasses}
      />
    </Field>
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ name, label, error, hint, id, className = 'sm:col-span-2', required, ref, rows = 4, ...input }: TextAreaProps) {
  const ids = fieldIds(id ?? idFor(name));
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        {...input}
        ref={ref}
        rows={rows}
        id={ids.inputId}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        className={inputClasses}
      />
    </Field>
  );
}
