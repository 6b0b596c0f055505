import { useState } from 'react';
import type { TableView } from './admin-crud-queries';

/**
 * A CRUD table's sort and page, by `firstSort` descending to begin with. A new search starts at page 1 without
 * remounting the table, so an edit dialog open meanwhile stays open.
 */
export function useTableView<Sort extends string>(search: string, firstSort: Sort) {
  const [view, setView] = useState<TableView<Sort>>({ sort: firstSort, order: 'desc', page: 1 });
  const [pagedFor, setPagedFor] = useState(search);
  if (pagedFor !== search) {
    setPagedFor(search);
    setView({ ...view, page: 1 });
  }
  return [view, setView] as const;
}
