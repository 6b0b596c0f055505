import type { Pagination } from '@ledgerlink/shared-schema';
import { adminButton } from './admin-styles';

/** Server-side paging: the list's page and total come from the response. */
export function AdminPager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  if (pagination.totalPages <= 1) return <p className="mt-3 text-sm text-slate-500">{pagination.total} in total</p>;
  return (
    <div className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Page {pagination.page} of {pagination.totalPages} • {pagination.total} in total
      </span>
      <span className="flex gap-2">
        <button type="button" className={adminButton()} disabled={pagination.page <= 1} onClick={() => onPage(pagination.page - 1)}>
          Previous
        </button>
        <button type="button" className={adminButton()} disabled={pagination.page >= pagination.totalPages} onClick={() => onPage(pagination.page + 1)}>
          Next
        </button>
      </span>
    </div>
  );
}
