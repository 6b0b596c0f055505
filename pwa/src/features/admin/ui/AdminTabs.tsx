import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface AdminTab<T extends string> {
  id: T;
  label: string;
  count?: number | undefined;
}

interface AdminTabsProps<T extends string> {
  label: string;
  tabs: readonly AdminTab<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
  size?: 'main' | 'sub';
}

/** WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by the chosen one. */
export function AdminTabs<T extends string>({ label, tabs, value, onChange, children, size = 'main' }: AdminTabsProps<T>) {
  const base = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.id);
    document.getElementById(`${base}-${next.id}`)?.focus();
  };
  const tabClass = (selected: boolean) =>
    size === 'main'
      ? `whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-ink'}`
      : `whitespace-nowrap rounded-full px-3 py-1 text-sm font-medium ${selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`;
  return (
    <div>
      <div role="tablist" aria-label={label} className={size === 'main' ? 'flex overflow-x-auto border-b border-slate-200' : 'flex flex-wrap gap-2'}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === value}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === value ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={tabClass(tab.id === value)}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="ml-1.5 tabular-nums opacity-80">({tab.count})</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${value}`} className={size === 'main' ? 'pt-5' : 'pt-4'}>
        {children}
      </div>
    </div>
  );
}
