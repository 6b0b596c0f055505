import type { ReactNode } from 'react';

export interface CardOption {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface OptionCardsProps {
  /** Radio buttons for one choice, checkboxes for several. */
  type: 'radio' | 'checkbox';
  /** Names the group for assistive technology (the step heading's id). */
  labelledBy: string;
  name: string;
  options: readonly CardOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  columns?: 1 | 2;
}

/** Choice cards built on real inputs, so keyboard use and screen-reader semantics come for free. */
export function OptionCards({ type, labelledBy, name, options, selected, onToggle, columns = 1 }: OptionCardsProps) {
  return (
    <div
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
      className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}
    >
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label
            key={option.value}
            className="flex min-h-14 cursor-pointer items-start gap-3 rounded-card border border-slate-300 bg-white p-4 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-3 has-focus-visible:ring-brand-500"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onToggle(option.value)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            {option.icon ? <span className="shrink-0 text-brand-700" aria-hidden="true">{option.icon}</span> : null}
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{option.label}</span>
              {option.description ? <span className="mt-0.5 block text-sm text-muted">{option.description}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
