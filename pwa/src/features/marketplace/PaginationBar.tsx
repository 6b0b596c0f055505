import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATION_MAX_PAGE_NUMBERS, visiblePageNumbers } from '@ledgerlink/shared-schema';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** The page numbers a bar too narrow for five keeps (a 320-360 px phone): still a window around the current page. */
const NARROW_PAGE_NUMBERS = 3;

const pageButton =
  'min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const idleButton = 'border-slate-300 bg-white text-ink hover:border-brand-500';

/**
 * Previous / Next plus at most five page numbers (spec §9), always one row of 44 px targets. The bar
 * measures itself (a container query), not the viewport: below 30rem Previous and Next show only
 * their arrows (their words stay as their names), below 20.75rem (seven 44 px buttons and their
 * gaps) only three page numbers show.
 */
export function PaginationBar({ page, totalPages, onPageChange }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  const kept = new Set(visiblePageNumbers(page, totalPages, NARROW_PAGE_NUMBERS));
  return (
    <nav aria-label="Pagination" className="@container">
      <div className="flex flex-wrap items-center justify-center gap-1 @min-[30rem]:gap-2">
        <button type="button" className={`inline-flex ${pageButton} ${idleButton}`} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only @min-[30rem]:not-sr-only">Previous</span>
        </button>
        {visiblePageNumbers(page, totalPages, PAGINATION_MAX_PAGE_NUMBERS).map((number) => (
          <button
            key={number}
            type="button"
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            className={`${kept.has(number) ? 'inline-flex' : 'hidden @min-[20.75rem]:inline-flex'} ${pageButton} ${
              number === page ? 'border-brand-700 bg-brand-700 text-white' : idleButton
            }`}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" className={`inline-flex ${pageButton} ${idleButton}`} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <span className="sr-only @min-[30rem]:not-sr-only">Next</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
