import { Search } from 'lucide-react';
import { useId } from 'react';

/**
 * The free-text search behind `?search=` (name, business, bio, services). Uncontrolled and keyed by
 * the current search by its parent, so it shows the address's text after back/forward or a chip removal.
 */
export function MarketplaceSearch({ search, onSearch }: { search: string | undefined; onSearch: (text: string | undefined) => void }) {
  const inputId = useId();
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
        onSearch(text || undefined);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search professionals
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id={inputId}
          name="search"
          type="search"
          defaultValue={search ?? ''}
          placeholder="Search by name, firm or service"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base text-ink shadow-sm placeholder:text-slate-600 hover:border-brand-500 focus-visible:border-brand-500"
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        Search
      </button>
    </form>
  );
}
