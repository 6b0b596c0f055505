import {
  citySchema,
  countrySchema,
  resolveMarketplaceLocation,
  serviceSchema,
  type City,
  type Country,
  type Service,
} from '@ledgerlink/shared-schema';
import type { Collections } from '../db/collections';
import type { CityDoc } from '../db/documents';
import { toApi } from '../db/to-api';
import type { ResponseCache } from './response-cache';

/**
 * The active settings lists as the shared entities: the settings endpoints send them as they are,
 * the catalogue carries them to offline clients, and the marketplace resolves locations by them.
 * Read once per cache period and parsed with the shared schemas, so nothing stored beyond the
 * entity's fields reaches any of them.
 */
export interface SettingsLists {
  countries: Country[];
  cities: City[];
  services: Service[];
}

/** Lists show the country's name next to each city (spec §3). */
function cityOf(doc: CityDoc, countryNames: Map<string, string>): City {
  const plain = toApi(doc);
  return citySchema.parse({ ...plain, country: countryNames.get(String(plain.countryId)) ?? '' });
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
      countries: countryDocs.map((doc) => countrySchema.parse(toApi(doc))),
      cities: cityDocs.map((doc) => cityOf(doc, countryNames)),
      services: serviceDocs.map((doc) => serviceSchema.parse(toApi(doc))),
    };
  });
}

/** The marketplace's `location` parameter (a city or a country name), resolved by the rule the offline catalogue uses too. */
export function resolveLocation(settings: SettingsLists, location: string): { city?: string; country?: string } {
  return resolveMarketplaceLocation(settings, location);
}
