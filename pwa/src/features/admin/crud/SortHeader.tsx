import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TableView } from './admin-crud-queries';
import { tableCell } from '../ui/admin-styles';

interface SortHeaderProps<Sort extends string> {
  label: string;
  sort: Sort;
  view: TableView<Sort>;
  onView: (view: TableView<Sort>) => void;
}

/** A column the server sorts by: a click sorts by it, a second click reverses the order. */
export function SortHeader<Sort extends string>({ label, sort, view, onView }: SortHeaderProps<Sort>) {
  const active = view.sort === sort;
  const Icon = !active ? ArrowUpDown : view.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th className={tableCell} aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-ink"
        onClick={() => onView({ ...view, sort, order: active && view.order === 'asc' ? 'desc' : 'asc', page: 1 })}
      >
        {label} <Icon className="h-3.5 w-3.5" aria-hidden />
      </button>
    </th>
  );
}
