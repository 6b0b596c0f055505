import { BadgeCheck, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { MarketplaceLocation, ProviderType } from '@ledgerlink/shared-schema';
import { FilterSelect } from '../../ui/FilterSelect';
import { serviceLabel } from '../../ui/provider-display';
import type { FilterOptions } from './filter-options';
import { MarketplaceSearch } from './MarketplaceSearch';
import { hasActiveFilters } from './marketplace-view';

type FilterChange = Partial<Omit<MarketplaceLocation, 'page'>>;

interface MarketplaceFiltersProps {
  filters: MarketplaceLocation;
  options: FilterOptions;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

const ALL = 'all';
const TYPE_CHOICES: Array<{ value: ProviderType | typeof ALL; label: string }> = [
  { value: ALL, label: 'All' },
  { value: 'individual', label: 'Individual' },
  { value: 'firm', label: 'Firm' },
];

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors hover:border-brand-500';

/** Provider type, services, country, city (once a country is chosen), verified credentials only, and clear (spec §2). */
export function MarketplaceFilters({ filters, options, onChange, onClear }: MarketplaceFiltersProps) {
  const current = filters.providerType ?? ALL;
  const addableServices = options.services.filter((option) => !filters.services.includes(option.value));
  // On phones the controls fold away behind a toggle so results stay near the top; the chips of
  // active filters stay visible either way.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const activeCount = [filters.providerType, filters.country, filters.city, filters.verified].filter(Boolean).length + filters.services.length;
  return (
    <section aria-label="Filters" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 sm:mb-4">
        <MarketplaceSearch key={filters.search ?? ''} search={filters.search} onSearch={(search) => onChange({ search })} />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-1 text-base font-semibold text-ink sm:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </span>
        <span className="text-sm font-medium text-brand-700">{open ? 'Hide' : 'Show'}</span>
      </button>
      <div id={panelId} className={`${open ? 'mt-3 grid' : 'hidden'} gap-4 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4`}>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Provider Type</legend>
          <div className="grid grid-cols-3 rounded-lg border border-slate-300 bg-slate-50 p-1">
            {TYPE_CHOICES.map((choice) => (
              <label key={choice.value} className="relative">
                <input
                  type="radio"
                  name="provider-type"
                  value={choice.value}
                  checked={current === choice.value}
                  onChange={() => onChange({ providerType: choice.value === ALL ? undefined : choice.value })}
                  className="peer sr-only"
                />
                <span className="flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-600 transition-colors hover:text-ink peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-slate-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-500">
                  {choice.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <FilterSelect
          label="Services"
          value=""
          placeholder={addableServices.length ? 'Add a service' : 'All services selected'}
          options={addableServices}
          disabled={!addableServices.length}
          onValueChange={(service) => {
            if (service) onChange({ services: [...filters.services, service] });
          }}
        />

        <FilterSelect
          label="Country"
          value={filters.country ?? ALL}
          placeholder="All countries"
          options={[{ value: ALL, label: 'All countries' }, ...options.countries]}
          onValueChange={(country) => onChange({ country: country === ALL ? undefined : country, city: undefined })}
        />

        {filters.country && (
          <FilterSelect
            label="City"
            value={filters.city ?? ALL}
            placeholder="All cities"
            options={[{ value: ALL, label: `All of ${filters.country}` }, ...options.cities]}
            onValueChange={(city) => onChange({ city: city === ALL ? undefined : city })}
          />
        )}

        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-4">
          <input
            type="checkbox"
            checked={filters.verified ?? false}
            onChange={(event) => onChange({ verified: event.target.checked || undefined })}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          <BadgeCheck className="h-4 w-4 text-accent-700" aria-hidden="true" />
          Verified credentials only
        </label>
      </div>

      {hasActiveFilters(filters) && (
        <div className={`flex flex-wrap items-center gap-2 ${open ? 'mt-4 border-t border-slate-100 pt-4' : 'mt-2'} sm:mt-4 sm:border-t sm:border-slate-100 sm:pt-4`}>
          {filters.search && (
            <button
              type="button"
              aria-label={`Remove search "${filters.search}"`}
              className={`${chip} border-slate-300 bg-slate-50 text-slate-800`}
              onClick={() => onChange({ search: undefined })}
            >
              <Search className="h-3.5 w-3.5" aria-hidden="true" />
              Search: {filters.search}
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          )}
          {filters.verified && (
            <button
              type="button"
              aria-label="Remove Verified credentials only filter"
              className={`${chip} border-accent-100 bg-accent-50 text-accent-700`}
              onClick={() => onChange({ verified: undefined })}
            >
              Verified credentials only
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          )}
          {filters.services.map((service) => (
            <button
              key={service}
              type="button"
              aria-label={`Remove ${serviceLabel(service)} filter`}
              className={`${chip} border-brand-100 bg-brand-50 text-brand-800`}
              onClick={() => onChange({ services: filters.services.filter((selected) => selected !== service) })}
            >
              {serviceLabel(service)}
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ))}
          <button
            type="button"
            onClick={onClear}
            className="ml-auto inline-flex min-h-9 items-center rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Clear filters
          </button>
        </div>
      )}
    </section>
  );
}
