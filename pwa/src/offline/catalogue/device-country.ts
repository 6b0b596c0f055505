import { COUNTRIES, resolveMarketplaceLocation, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { LedgerLinkDb } from '../db';
import type { CatalogueSettings } from './catalogue-store';

/**
 * The device's country: whose providers its offline catalogue keeps first when it cannot keep them
 * all (shared compareDeviceOrder). The country the marketplace was last browsed in (by country or
 * by one of its cities), else the region of the browser's language ("en-CA": Canada), else none.
 * Stored in `meta`, because the service worker runs the sync and has no localStorage.
 */

const KEY = 'device-country';

export async function readDeviceCountry(db: LedgerLinkDb, languages: readonly string[]): Promise<string | undefined> {
  const stored = z.string().min(1).safeParse((await db.meta.get(KEY))?.value);
  return stored.success ? stored.data : countryOfLanguages(languages);
}

/** Remembers the country of a marketplace address (nothing for an address without a known place). */
export async function noteDeviceCountry(db: LedgerLinkDb, filters: Pick<MarketplaceLocation, 'city' | 'country'>, settings: CatalogueSettings): Promise<void> {
  const country = countryOfPlace(filters.city ?? filters.country, settings);
  if (country && (await db.meta.get(KEY))?.value !== country) await db.meta.put({ key: KEY, value: country });
}

/** A city's country, or the country itself, resolved as the marketplace resolves a location. */
function countryOfPlace(place: string | undefined, settings: CatalogueSettings): string | undefined {
  if (!place?.trim()) return undefined;
  const { city, country } = resolveMarketplaceLocation(settings, place);
  return country ?? settings.cities.find((candidate) => candidate.name === city)?.country;
}

/**
 * The first of the marketplace's countries among the languages' regions ("en-GB": GB). From the
 * built-in list, not the synced one: a first sync asks before any list has arrived.
 */
function countryOfLanguages(languages: readonly string[]): string | undefined {
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(language)?.[1]?.toUpperCase();
    const country = region && COUNTRIES.find((candidate) => candidate.code === region);
    if (country) return country.name;
  }
  return undefined;
}
