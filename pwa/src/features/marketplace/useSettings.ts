import { useEffect, useState } from 'react';
import { citiesResponseSchema, countriesResponseSchema, servicesResponseSchema } from '@ledgerlink/shared-schema';
import { apiGet } from '../../api/client';

export interface SettingsLists {
  /** Country names. */
  countries: string[];
  cities: Array<{ name: string; country: string }>;
  /** Provider service tags ("bookkeeping", "tax-prep", ...). */
  services: string[];
}

export type SettingsState = { status: 'loading' | 'error'; data?: undefined } | { status: 'ready'; data: SettingsLists };


/**
 * The admin-managed lists behind the filters (countries, cities, services), loaded once per page.
 * Inactive entries are left out. Callers fall back to the built-in lists while loading or on error.
 */
export function useSettings(): SettingsState {
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const init = { signal: controller.signal };
    Promise.all([
      apiGet('/api/settings/countries', countriesResponseSchema, init),
      apiGet('/api/settings/cities', citiesResponseSchema, init),
      apiGet('/api/settings/services', servicesResponseSchema, init),
    ]).then(
      ([{ countries }, { cities }, { services }]) =>
        setState({
          status: 'ready',
          data: {
            countries: countries.filter((entry) => entry.isActive).map((entry) => entry.name),
            cities: cities.filter((entry) => entry.isActive).map(({ name, country }) => ({ name, country })),
            services: services.filter((entry) => entry.isActive).map((entry) => entry.name),
          },
        }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
