import { COUNTRIES, PROVIDER_SERVICES, cityByName, citiesOf, countryByName } from '@ledgerlink/shared-schema';
import type { SelectOption } from '../../ui/FilterSelect';
import { serviceLabel } from '../../ui/provider-display';
import type { SettingsLists } from '../../ui/use-settings';

/**
 * The choices of the filter selects. Only places and services the marketplace address can carry are
 * offered (anything else would vanish on navigation); the built-in lists stand in until settings load.
 */
export interface FilterOptions {
  countries: SelectOption[];
  cities: SelectOption[];
  services: SelectOption[];
}

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
const withCurrent = (names: string[], current: string | undefined) => (current && !names.includes(current) ? [...names, current] : names);

export function filterOptions(settings: SettingsLists | undefined, country: string | undefined, city: string | undefined): FilterOptions {
  const countryNames = settings
    ? settings.countries.filter((name) => countryByName(name))
    : COUNTRIES.map((entry) => entry.name);
  const cityNames = !country
    ? []
    : settings
      ? settings.cities.filter((entry) => entry.country === country && cityByName(entry.name)).map((entry) => entry.name)
      : citiesOf(country).map((entry) => entry.name);
  const knownServices: readonly string[] = PROVIDER_SERVICES;
  const serviceTags = settings ? settings.services.filter((tag) => knownServices.includes(tag)) : [...PROVIDER_SERVICES];
  return {
    countries: asOptions(withCurrent(countryNames, country)),
    cities: asOptions(withCurrent(cityNames, country ? city : undefined)),
    services: serviceTags.map((tag) => ({ value: tag, label: serviceLabel(tag) })),
  };
}
