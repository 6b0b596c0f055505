import { useEffect, useState } from 'react';
import { type City, type Country, type Service, settingsEndpoints } from '@ledgerlink/shared-schema';
import { call } from '../api/client';
import { loadLiveCatalogue } from '../offline/catalogue';

export interface SettingsLists {
  /** Country names. */
  countries: string[];
  cities: Array<{ name: string; country: string }>;
  /** Provider service tags ("bookkeeping", "tax-prep", ...). */
  services: string[];
}

export type SettingsState = { status: 'loading' | 'error'; data?: undefined } | { status: 'ready'; data: SettingsLists };

/** The active entries of the three lists, as the filters use them. */
function toSettingsLists(lists: { countries: Country[]; cities: City[]; services: Service[] }): SettingsLists {
  return {
    countries: lists.countries.filter((entry) => entry.isActive).map((entry) => entry.name),
    cities: lists.cities.filter((entry) => entry.isActive).map(({ name, country }) => ({ name, country })),
    services: lists.services.filter((entry) => entry.isActive).map((entry) => entry.name),
  };
}

/** Offline (or the server failing): the lists the last catalogue sync stored, if it stored any. */
async function cachedSettings(): Promise<SettingsLists | undefined> {
  const lists = await (await loadLiveCatalogue()).readCachedSettings();
  return lists.countries.length ? toSettingsLists(lists) : undefined;
}

/**
 * The admin-managed lists behind the filters (countries, cities, services), loaded once per page
 * from the server, else (offline, or the server failing) from the offline catalogue. Inactive entries are left out. Callers fall
 * back to the built-in lists while loading or when neither has them.
 */
export function useSettings(): SettingsState {
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const init = { signal: controller.signal };
    const settle = (data: SettingsLists | undefined) => {
      if (!controller.signal.aborted) setState(data ? { status: 'ready', data } : { status: 'error' });
    };
    // Known to be offline: the stored lists at once, without three requests bound to fail.
    const lists = navigator.onLine
      ? Promise.all([
          call(settingsEndpoints.countries, {}, init),
          call(settingsEndpoints.cities, {}, init),
          call(settingsEndpoints.services, {}, init),
        ])
          .then(([{ countries }, { cities }, { services }]) => toSettingsLists({ countries, cities, services }))
          .catch(() => (controller.signal.aborted ? undefined : cachedSettings()))
      : cachedSettings();
    lists.then(settle, () => settle(undefined));
    return () => controller.abort();
  }, []);
  return state;
}
