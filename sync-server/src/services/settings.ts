import { resolveMarketplaceLocation, type City, type Country, type Service } from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import { presentCity, presentCountry, presentService } from '../presenters/settings';
import type { ResponseCache } from './response-cache';

export interface SettingsLists {
  countries: Country[];
  cities: City[];
  services: Service[];
}

/** Active settings, sorted by name, read through the response cache (they change rarely). */
export function loadSettings(
  { countries, cities, services }: Pick<Collections, 'countries' | 'cities' | 'services'>,
  cache: ResponseCache,
): Promise<SettingsLists> {
  return cache.getOrLoad('settings', async () => {
    const [countryDocs, cityDocs, serviceDocs] = await Promise.all([
      countries.find({ isActive: true }).sort({ name: 1 }).toArray(),
      cities.find({ isActive: true }).sort({ name: 1 }).toArray(),
      services.find({ isActive: true }).sort({ name: 1 }).toArray(),
    ]);
    const countryNames = new Map(countryDocs.map((doc) => [doc._id.toHexString(), doc.name]));
    return {
      countries: countryDocs.map(presentCountry),
      cities: cityDocs.map((doc) => presentCity(doc, countryNames)),
      services: serviceDocs.map(presentService),
    };
  });
}

/** The marketplace's `location` parameter (a city or a country name), resolved by the rule the offline catalogue uses too. */
export function resolveLocation(settings: SettingsLists, location: string): { city?: string; country?: string } {
  return resolveMarketplaceLocation(settings, location);
}
