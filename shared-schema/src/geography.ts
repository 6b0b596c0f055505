import { slugify } from './slug';

/**
 * The places the marketplace knows by address (spec §2): 12 countries, about 50 US cities, and the
 * main cities of the other countries. A city always implies its country. Every country is listed in
 * the filters, offered by registration and the questionnaire, and has demo providers.
 */
export interface CountryInfo {
  name: string;
  code: string;
  slug: string;
  /** One of the six countries the footer links to, where most demo providers are. */
  featured: boolean;
}

export interface CityInfo {
  name: string;
  slug: string;
  country: string;
}

const country = (name: string, code: string, featured: boolean): CountryInfo => ({ name, code, slug: slugify(name), featured });

export const COUNTRIES: readonly CountryInfo[] = [
  country('United States', 'US', true),
  country('Canada', 'CA', true),
  country('United Kingdom', 'GB', true),
  country('Australia', 'AU', true),
  country('United Arab Emirates', 'AE', true),
  country('Saudi Arabia', 'SA', true),
  country('Ireland', 'IE', false),
  country('New Zealand', 'NZ', false),
  country('Singapore', 'SG', false),
  country('South Africa', 'ZA', false),
  country('India', 'IN', false),
  country('Germany', 'DE', false),
];

export const FEATURED_COUNTRIES = COUNTRIES.filter((entry) => entry.featured);

const US_CITIES = [
  'New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego', 'Dallas', 'Austin',
  'San Jose', 'Jacksonville', 'Fort Worth', 'Columbus', 'Charlotte', 'San Francisco', 'Indianapolis', 'Seattle', 'Denver', 'Washington',
  'Boston', 'El Paso', 'Nashville', 'Detroit', 'Oklahoma City', 'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore',
  'Milwaukee', 'Albuquerque', 'Tucson', 'Fresno', 'Sacramento', 'Kansas City', 'Mesa', 'Atlanta', 'Omaha', 'Colorado Springs',
  'Raleigh', 'Miami', 'Long Beach', 'Virginia Beach', 'Oakland', 'Minneapolis', 'Tulsa', 'Tampa', 'Arlington', 'New Orleans',
];

const OTHER_CITIES: Record<string, string[]> = {
  Canada: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Edmonton'],
  'United Kingdom': ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Bristol'],
  Australia: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  'United Arab Emirates': ['Dubai', 'Abu Dhabi', 'Sharjah'],
  'Saudi Arabia': ['Riyadh', 'Jeddah', 'Dammam'],
  Ireland: ['Dublin', 'Cork', 'Galway'],
  'New Zealand': ['Auckland', 'Wellington', 'Christchurch'],
  Singapore: ['Downtown Core', 'Jurong East', 'Tampines'],
  'South Africa': ['Johannesburg', 'Cape Town', 'Durban'],
  India: ['Mumbai', 'Delhi', 'Bengaluru'],
  Germany: ['Berlin', 'Munich', 'Frankfurt', 'Hamburg'],
};

export const CITIES: readonly CityInfo[] = [
  ...US_CITIES.map((name) => ({ name, slug: slugify(name), country: 'United States' })),
  ...Object.entries(OTHER_CITIES).flatMap(([countryName, names]) =>
    names.map((name) => ({ name, slug: slugify(name), country: countryName })),
  ),
];

const bySlug = <T extends { slug: string }>(items: readonly T[]) => new Map(items.map((item) => [item.slug, item]));
const countriesBySlug = bySlug(COUNTRIES);
const citiesBySlug = bySlug(CITIES);
const lower = (text: string) => text.trim().toLowerCase();

export const countryBySlug = (slug: string) => countriesBySlug.get(slug);
export const cityBySlug = (slug: string) => citiesBySlug.get(slug);
export const countryByName = (name: string) => COUNTRIES.find((entry) => lower(entry.name) === lower(name));
export const cityByName = (name: string) => CITIES.find((entry) => lower(entry.name) === lower(name));
export const citiesOf = (countryName: string) => CITIES.filter((entry) => entry.country === countryName);
