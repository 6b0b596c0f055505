import * as Select from '@radix-ui/react-select';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { SelectOptions, type Option as SelectOption } from './SelectOptions';

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

/** A labelled Radix select (keyboard, typeahead and screen-reader support come from Radix). */
export function FilterSelect({ label, value, options, onValueChange, placeholder, disabled = false }: FilterSelectProps) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <Select.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <Select.Trigger
          aria-labelledby={labelId}
          className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-ink shadow-sm hover:border-brand-500 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-slate-500"
        >
          <span className="truncate">
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon>
            <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <SelectOptions options={options} />
      </Select.Root>
    </div>
  );
}
