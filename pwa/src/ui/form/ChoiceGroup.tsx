import type { ReactNode } from 'react';
import { FieldError, RequiredMark } from './Field';
import { describedBy, fieldIds, idFor } from './field-ids';
import type { Option } from './SelectField';

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly (Option & { description?: string; icon?: ReactNode })[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** One choice out of a few, as native radio buttons styled as cards. */
export function ChoiceGroup({ name, legend, options, value, onChange, error, required, disabled, className = 'sm:col-span-2' }: ChoiceGroupProps) {
  const ids = fieldIds(idFor(name));
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`} aria-describedby={describedBy(ids, { error })}>
      <legend className="mb-1 text-sm font-medium text-ink">
        {legend}
        <RequiredMark required={required} spoken />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${ids.inputId}-${option.value.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="flex flex-1 flex-col">
                <span className="flex items-center gap-2 font-medium text-ink">
                  {option.icon}
                  {option.label}
                </span>
                {option.description ? <span className="text-sm text-muted">{option.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} label={legend} />
    </fieldset>
  );
}
