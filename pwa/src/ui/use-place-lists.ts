import { useMemo } from 'react';
import { CITIES, COUNTRIES } from '@ledgerlink/shared-schema';
import { useSettings } from './use-settings';

export interface PlaceLists {
  countries: string[];
  /** The cities listed for one country, in list order. */
  citiesOf: (country: string) => string[];
}

const BUILT_IN = { countries: COUNTRIES.map((entry) => entry.name), cities: CITIES };

/**
 * The countries and cities a person picks from where they say where they are (the questionnaire,
 * provider registration): the admin's settings lists, the ones the marketplace filters offer too,
 * else the built-in lists while those load or when an admin has listed no country (as the server
 * does), so every form offers the same places.
 */
export function usePlaceLists(): PlaceLists {
  const settings = useSettings();
  const lists = settings.data?.countries.length ? settings.data : BUILT_IN;
  return useMemo(
    () => ({
      countries: lists.countries,
      citiesOf: (country: string) => lists.cities.filter((city) => city.country === country).map((city) => city.name),
    }),
    [lists],
  );
}
