import * as Select from '@radix-ui/react-select';
import { Check } from 'lucide-react';

export interface Option {
  value: string;
  label: string;
}

/** The open list of a Radix select, shared by the marketplace filters and the form selects. */
export function SelectOptions({ options }: { options: readonly Option[] }) {
  return (
    <Select.Portal>
      <Select.Content
        position="popper"
        sideOffset={4}
        className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] w-[var(--radix-select-trigger-width)] min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        <Select.Viewport className="p-1">
          {options.map((option) => (
            <Select.Item
              key={option.value}
              value={option.value}
              className="relative flex min-h-10 cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-base text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[state=checked]:font-semibold"
            >
              <Select.ItemIndicator className="absolute left-2 inline-flex items-center">
                <Check className="h-4 w-4" aria-hidden="true" />
              </Select.ItemIndicator>
              <Select.ItemText>{option.label}</Select.ItemText>
            </Select.Item>
          ))}
        </Select.Viewport>
      </Select.Content>
    </Select.Portal>
  );
}
