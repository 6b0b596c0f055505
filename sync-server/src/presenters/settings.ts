import { citySchema, countrySchema, serviceSchema, type City, type Country, type Service } from '@ledgerlink/shared-schema';
import type { CityDoc, CountryDoc, ServiceDoc } from '../db/documents';
import { toApi } from '../db/to-api';

export const presentCountry = (doc: CountryDoc): Country => countrySchema.parse(toApi(doc));
export const presentService = (doc: ServiceDoc): Service => serviceSchema.parse(toApi(doc));

/** Lists show the country's name next to each city (spec §3). */
export function presentCity(doc: CityDoc, countryNames: Map<string, string>): City {
  const plain = toApi(doc);
  return citySchema.parse({ ...plain, country: countryNames.get(String(plain.countryId)) ?? '' });
}
