import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, RequiredMark } from './Field';
import { describedBy, fieldIds, idFor } from './field-ids';
import type { Option } from './SelectField';

interface CheckboxGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Toggles a value in a list, keeping the options' order. */
export function toggleValue(selected: readonly string[], value: string, checked: boolean, order: readonly string[]): string[] {
  const next = new Set(selected);
  if (checked) next.add(value);
  else next.delete(value);
  return order.filter((item) => next.has(item)).concat([...next].filter((item) => !order.includes(item)));
}

/** A fieldset of labelled Radix checkboxes holding a list of values; use it through a Controller. */
export function CheckboxGroup({ name, legend, options, value = [], onChange, error, hint, required, disabled, className = 'sm:col-span-2' }: CheckboxGroupProps) {
  const ids = fieldIds(idFor(name));
  const order = options.map((option) => option.value);
  return (
    <fieldset
      className={`flex flex-col gap-2 ${className}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, { hint, error })}
    >
      <legend className="mb-1 text-sm font-medium text-ink">
        {legend}
        <RequiredMark required={required} spoken />
      </legend>
      {hint ? (
        <p id={ids.hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${ids.inputId}-${option.value.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
          const checked = value.includes(option.value);
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:border-brand-500">
              <Checkbox.Root
                id={optionId}
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(state) => onChange(toggleValue(value, option.value, state === true, order))}
                className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
              >
                <Checkbox.Indicator>
                  <Check className="h-4 w-4 text-white" aria-hidden="true" />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={optionId} className="flex-1 cursor-pointer text-base text-ink">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} label={legend} />
    </fieldset>
  );
}
