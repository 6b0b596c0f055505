import * as Select from '@radix-ui/react-select';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectOptions, type Option } from '../SelectOptions';
import { Field, inputClasses } from './Field';
import { describedBy, fieldIds, idFor } from './field-ids';

export type { Option } from '../SelectOptions';

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A labelled Radix select (keyboard and screen-reader friendly); use it through react-hook-form's Controller. */
export function SelectField({ name, label, options, value, onChange, onBlur, placeholder = 'Select…', error, hint, required, disabled, id, className }: SelectFieldProps) {
  const ids = fieldIds(id ?? idFor(name));
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <Select.Root
        name={name}
        value={value ?? ''}
        onValueChange={onChange}
        onOpenChange={(open) => {
          if (!open) onBlur?.();
        }}
        disabled={disabled}
      >
        <Select.Trigger
          id={ids.inputId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          className={`${inputClasses} flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500`}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown className="h-4 w-4 text-muted" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <SelectOptions options={options} />
      </Select.Root>
    </Field>
  );
}

/** Options whose label is the value itself. */
export const plainOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Options labelled through a lookup table (`PROVIDER_SERVICE_LABELS`, `TIMELINE_LABELS`, …). */
export const labelledOptions = <T extends string>(values: readonly T[], labels: Record<T, string> | ((value: T) => string)): Option[] =>
  values.map((value) => ({ value, label: typeof labels === 'function' ? labels(value) : labels[value] }));
