/** The marketplace filters the bench requests: one repeated filter and a cycle of many different ones. */
export interface BenchFilter {
  providerType?: 'individual' | 'firm';
  location?: string;
  services?: string[];
  page?: number;
}

export const REPEATED_FILTER: BenchFilter = { providerType: 'firm', location: 'United States', page: 1 };

export const COUNTRIES = new Set(['United States', 'Canada', 'United Kingdom', 'Australia']);
const LOCATIONS = [undefined, 'United States', 'Canada', 'United Kingdom', 'Australia', 'New York', 'London', 'Toronto', 'Dubai', 'Riyadh'];
const SERVICE_SETS = [[], ['bookkeeping'], ['tax-prep'], ['payroll'], ['bookkeeping', 'payroll'], ['cfo-services']];
const TYPES = [undefined, 'individual', 'firm'] as const;

/** 10 locations x 6 service sets x 3 types x 2 pages = 360 distinct filters. */
export function benchFilters(): BenchFilter[] {
  const filters: BenchFilter[] = [];
  for (const page of [1, 2])
    for (const location of LOCATIONS)
      for (const services of SERVICE_SETS)
        for (const providerType of TYPES) filters.push({ providerType, location, services, page });
  // Interleave so consecutive requests differ in every dimension.
  return filters.map((_, i) => filters[(i * 7) % filters.length]!);
}

export function toQueryString(filter: BenchFilter): string {
  const params = new URLSearchParams();
  if (filter.providerType) params.set('providerType', filter.providerType);
  if (filter.location) params.set('location', filter.location);
  if (filter.services?.length) params.set('services', filter.services.join(','));
  params.set('page', String(filter.page ?? 1));
  params.set('limit', '50');
  return params.toString();
}
