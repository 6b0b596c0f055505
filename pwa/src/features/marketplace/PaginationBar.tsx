import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATION_MAX_PAGE_NUMBERS, visiblePageNumbers } from '@ledgerlink/shared-schema';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const pageButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / Next plus at most five page numbers (spec §9). */
export function PaginationBar({ page, totalPages, onPageChange }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white text-ink hover:border-brand-500`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </button>
      {visiblePageNumbers(page, totalPages, PAGINATION_MAX_PAGE_NUMBERS).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          className={`${pageButton} ${
            number === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-500'
          }`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${pageButton} border-slate-300 bg-white text-ink hover:border-brand-500`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
