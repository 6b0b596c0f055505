import type { City } from './entities/city';
import type { Country } from './entities/country';
import type { MarketplaceFilters } from './marketplace-filter';

/** The settings lists a location is resolved against (the active countries and cities). */
export interface LocationLists {
  countries: readonly Pick<Country, 'name' | 'code'>[];
  cities: readonly Pick<City, 'name'>[];
}

/**
 * The marketplace's one `location` value (spec §7: a city, else a country) as the filter fields
 * `marketplaceMatcher` reads. Providers carry canonical names, so the input is matched
 * case-insensitively against the settings lists: a city first, then a country by name or code;
 * anything else is taken as a city name (which then matches nothing unknown). Shared so that the
 * server and the offline catalogue resolve a location alike.
 */
export function resolveMarketplaceLocation(lists: LocationLists, location: string): Pick<MarketplaceFilters, 'city' | 'country'> {
  const wanted = location.trim().toLowerCase();
  const city = lists.cities.find((candidate) => candidate.name.toLowerCase() === wanted);
  if (city) return { city: city.name };
  const country = lists.countries.find((candidate) => candidate.name.toLowerCase() === wanted || candidate.code.toLowerCase() === wanted);
  if (country) return { country: country.name };
  return { city: location.trim() };
}
