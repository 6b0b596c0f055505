import { useId } from 'react';
import type { Option as SelectOption } from './SelectOptions';

export type { Option as SelectOption } from './SelectOptions';

interface FilterSelectProps {
  label: string;
  /** '' shows the placeholder. */
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
}

/**
 * A labelled native select. The marketplace filters sit on the critical path of its first paint:
 * the platform's select costs no JavaScript, opens the phone's own picker and is accessible as is,
 * where a custom listbox (Radix Select + floating-ui) cost ~20 KiB compressed before any result showed.
 */
export function FilterSelect({ label, value, options, onValueChange, placeholder, disabled = false }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm hover:border-brand-500 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {value === '' && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
