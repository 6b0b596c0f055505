import { ObjectId } from 'mongodb';
import {
  CERTIFICATIONS,
  COUNTRIES,
  FIRM_SIZES,
  FEATURED_COUNTRIES,
  PROVIDER_SERVICE_LABELS,
  PROVIDER_SERVICES,
  SERVICE_AREAS,
  citiesOf,
  providerSlug,
  ratingSummary,
  slugify,
  uniqueSlug,
} from '@ledgerlink/shared-schema';
import type { FirmSize, ProviderService, ProviderType, TargetBusinessSize } from '@ledgerlink/shared-schema';
import type { BookkeeperDoc, CredentialCheckDoc, ReviewDoc } from '../documents';
import {
  CLOSING_SENTENCES,
  FIRM_OPENERS,
  FIRM_SIZE_PHRASES,
  FOCUS_SENTENCES,
  INDIVIDUAL_OPENERS,
  INDUSTRY_SPECIALIZATIONS,
  REJECTION_REASONS,
  REVIEW_TEXT,
  SERVICE_PHRASES,
  SERVICE_SENTENCES,
  SIZE_PHRASES,
  SOFTWARE_SPECIALIZATIONS,
  TASK_SPECIALIZATIONS,
} from './content';
import { FIRM_CORES, FIRM_PREFIXES, FIRM_SUFFIXES, OTHER_CERTIFICATIONS, REVIEWER_FIRST, namePoolFor } from './names';
import { daysAfter, daysBeforeBase, SEED_BASE_DATE } from './random';
import type { Random } from './random';

export type ProviderStatus = 'approved' | 'pending' | 'rejected';

/** Values already used, so generated usernames, emails and slugs never collide (unique indexes). */
export interface TakenValues {
  usernames: Set<string>;
  emails: Set<string>;
  slugs: Set<string>;
  firmNames: Set<string>;
}

export const emptyTaken = (): TakenValues => ({ usernames: new Set(), emails: new Set(), slugs: new Set(), firmNames: new Set() });

export interface ProviderOptions {
  status: ProviderStatus;
  /** Reviews are only generated for approved providers (default true). */
  withReviews?: boolean;
  /** At least this many reviews (default 0: some providers have none). */
  minReviews?: number;
  /** Fixed choices, e.g. for the demo provider. */
  fixed?: {
    username?: string;
    firstName?: string;
    lastName?: string;
    country?: string;
    city?: string;
    providerType?: ProviderType;
    businessName?: string;
    services?: ProviderService[];
    certifications?: string[];
    yearsOfExperience?: number;
  };
}

export interface GeneratedProvider {
  doc: BookkeeperDoc;
  reviews: ReviewDoc[];
}

/** Relative weights of the six featured countries: the US has most providers. */
const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  'United States': 45,
  Canada: 12,
  'United Kingdom': 15,
  Australia: 12,
  'United Arab Emirates': 8,
  'Saudi Arabia': 8,
};
const COUNTRY_NAMES = FEATURED_COUNTRIES.map((entry) => entry.name);
const COUNTRY_WEIGHT_LIST = COUNTRY_NAMES.map((name) => COUNTRY_WEIGHTS[name] ?? 5);

/** Larger (earlier listed) cities get more providers. */
const CITY_CHOICES = new Map(
  COUNTRIES.map(({ name }) => {
    const cities = citiesOf(name).map((city) => city.name);
    return [name, { cities, weights: cities.map((_, index) => 1 / Math.pow(index + 1, 0.7)) }] as const;
  }),
);

const SERVICE_WEIGHTS = [10, 6, 4, 2];

/** Area codes by city; numbers use the ranges reserved for fiction where a country has one. */
const AREA_CODES: Readonly<Record<string, string>> = {
  'New York': '212', 'Los Angeles': '213', Chicago: '312', Houston: '713', Phoenix: '602', Philadelphia: '215',
  'San Antonio': '210', 'San Diego': '619', Dallas: '214', Austin: '512', 'San Jose': '408', 'San Francisco': '415',
  Seattle: '206', Denver: '303', Washington: '202', Boston: '617', Miami: '305', Atlanta: '404', Nashville: '615',
  Toronto: '416', Vancouver: '604', Montreal: '514', Calgary: '403', Ottawa: '613', Edmonton: '780',
  London: '20 7946 0', Manchester: '161 496 0', Birmingham: '121 496 0', Leeds: '113 496 0', Glasgow: '141 496 0',
  Edinburgh: '131 496 0', Bristol: '117 496 0',
  Sydney: '2 5550', Melbourne: '3 7010', Brisbane: '7 5550', Perth: '8 7010', Adelaide: '8 7010',
  Dubai: '4', 'Abu Dhabi': '2', Sharjah: '6', Riyadh: '11', Jeddah: '12', Dammam: '13',
  Dublin: '1', Cork: '21', Galway: '91', Auckland: '9', Wellington: '4', Christchurch: '3',
  Johannesburg: '11', 'Cape Town': '21', Durban: '31', Mumbai: '22', Delhi: '11', Bengaluru: '80',
  Berlin: '30', Munich: '89', Frankfurt: '69', Hamburg: '40',
};

const PHONE_FORMATS: Readonly<Record<string, (rng: Random, area: string | undefined) => string>> = {
  'United States': (rng, area) => `+1 (${area ?? rng.pick(['480', '503', '614', '702', '816', '919'])}) 555-01${pad(rng.int(0, 99), 2)}`,
  Canada: (rng, area) => `+1 (${area ?? '416'}) 555-01${pad(rng.int(0, 99), 2)}`,
  'United Kingdom': (rng, area) => `+44 ${area ?? '20 7946 0'}${pad(rng.int(0, 999), 3)}`,
  Australia: (rng, area) => `+61 ${area ?? '2 5550'} ${pad(rng.int(0, 9999), 4)}`,
  'United Arab Emirates': (rng, area) => `+971 ${area ?? '4'} 555 ${pad(rng.int(0, 9999), 4)}`,
  'Saudi Arabia': (rng, area) => `+966 ${area ?? '11'} 555 ${pad(rng.int(0, 9999), 4)}`,
  Ireland: (rng, area) => `+353 ${area ?? '1'} 555 ${pad(rng.int(0, 9999), 4)}`,
  'New Zealand': (rng, area) => `+64 ${area ?? '9'} 555 ${pad(rng.int(0, 9999), 4)}`,
  Singapore: (rng) => `+65 5550 ${pad(rng.int(0, 9999), 4)}`,
  'South Africa': (rng, area) => `+27 ${area ?? '11'} 555 ${pad(rng.int(0, 9999), 4)}`,
  India: (rng, area) => `+91 ${area ?? '22'} 5550 ${pad(rng.int(0, 9999), 4)}`,
  Germany: (rng, area) => `+49 ${area ?? '30'} 5550 ${pad(rng.int(0, 9999), 4)}`,
};

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function phoneFor(rng: Random, country: string, city?: string): string {
  return (PHONE_FORMATS[country] ?? PHONE_FORMATS['United States']!)(rng, city === undefined ? undefined : AREA_CODES[city]);
}

export function pickCountry(rng: Random): string {
  return rng.weighted(COUNTRY_NAMES, COUNTRY_WEIGHT_LIST);
}

export function pickCity(rng: Random, country: string): string {
  const choice = CITY_CHOICES.get(country);
  if (!choice || choice.cities.length === 0) return country;
  return rng.weighted(choice.cities, choice.weights);
}

/** Lowercase [a-z0-9_], 3 to 30 characters, not yet taken. */
function uniqueUsername(base: string, taken: Set<string>, rng: Random): string {
  let clean = slugify(base).replace(/-/g, '_');
  if (clean.length > 24) {
    // Cut at a word boundary: "trueline_business_services" -> "trueline_business".
    const cut = clean.lastIndexOf('_', 24);
    clean = cut >= 8 ? clean.slice(0, cut) : clean.slice(0, 24);
  }
  clean = clean.replace(/^_+|_+$/g, '');
  if (clean.length < 3) clean = `${clean}_pro`.replace(/^_/, '');
  if (!taken.has(clean)) return clean;
  for (let attempt = 0; ; attempt += 1) {
    const suffix = attempt < 20 ? rng.int(2, 99) : rng.int(100, 99_999);
    const candidate = `${clean}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function uniqueEmail(username: string, taken: Set<string>): string {
  let email = `${username}@example.com`;
  for (let n = 2; taken.has(email); n += 1) email = `${username}.${n}@example.com`;
  return email;
}

function firmName(rng: Random, country: string, lastName: string, taken: Set<string>): string {
  const suffixes = FIRM_SUFFIXES[country] ?? FIRM_SUFFIXES['United States']!;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const name = rng.chance(0.25)
      ? `${lastName} & ${rng.pick(namePoolFor(country).last)} ${rng.pick(['Accountants', 'Advisors', 'Tax & Accounting'])}`
      : `${rng.pick(FIRM_PREFIXES)} ${rng.pick(FIRM_CORES)} ${rng.pick(suffixes)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  return `${rng.pick(FIRM_PREFIXES)} ${lastName} ${rng.pick(suffixes)}`;
}

function individualBusinessName(rng: Random, first: string, last: string, services: string[], certifications: string[]): string | undefined {
  const options: string[] = [`${last} Bookkeeping`, `${first} ${last} Bookkeeping`, `${last} Accounting Services`];
  if (certifications.includes('cpa')) options.push(`${first} ${last} CPA`, `${first} ${last}, CPA`);
  if (services.includes('tax-prep')) options.push(`${last} Tax Services`);
  if (services.includes('payroll')) options.push(`${last} Payroll Solutions`);
  if (services.includes('cfo-services')) options.push(`${last} Financial Advisory`);
  return rng.chance(0.3) ? undefined : rng.pick(options);
}

function experienceYears(rng: Random): number {
  const tier = rng.weighted([0, 1, 2, 3], [25, 35, 30, 10]);
  if (tier === 0) return rng.int(1, 3);
  if (tier === 1) return rng.int(4, 8);
  if (tier === 2) return rng.int(9, 20);
  return rng.int(21, 35);
}

/** Guideline tiers (spec): entry $25-45, experienced $45-75, expert $75+. */
function hourlyRateFor(rng: Random, years: number, firm: boolean): number {
  let rate: number;
  if (years <= 3) rate = rng.int(25, 45);
  else if (years <= 8) rate = rng.int(45, 75);
  else rate = rng.int(75, Math.min(180, 95 + years * 3));
  if (firm) rate = Math.round(rate * (1 + rng.int(0, 15) / 100));
  if (rate > 50) rate = Math.round(rate / 5) * 5;
  return Math.max(25, Math.min(180, rate));
}

function monthlyPriceFor(rng: Random, hourly: number): number {
  const options = hourly < 45 ? [149, 199, 249, 299] : hourly < 75 ? [299, 349, 399, 499] : [499, 750, 1000, 1500, 2500];
  return rng.pick(options);
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Non-profits" -> "non-profits" mid-sentence; names like "SaaS" keep their case. */
function inSentence(word: string): string {
  return (word.match(/[A-Z]/g)?.length ?? 0) > 1 ? word : word.toLowerCase();
}

function fill(template: string, values: Record<string, string>): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return text[0] ? text[0].toUpperCase() + text.slice(1) : text;
}

function ratingWeights(rng: Random): number[] {
  const quality = rng.next();
  // Weights for ratings 5, 4, 3, 2, 1: most providers are rated highly.
  if (quality < 0.6) return [70, 25, 4, 1, 0.5];
  if (quality < 0.9) return [45, 38, 11, 4, 2];
  return [22, 33, 25, 12, 8];
}

const RATINGS = ['5', '4', '3', '2', '1'] as const;

function generateReviews(rng: Random, bookkeeperId: ObjectId, since: Date, minReviews: number): ReviewDoc[] {
  if (minReviews === 0 && !rng.chance(0.87)) return [];
  const drawn = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [9, 10, 11, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  const count = Math.max(minReviews, drawn);
  const weights = ratingWeights(rng);
  const spanDays = Math.max(1, (SEED_BASE_DATE.getTime() - since.getTime()) / 86_400_000);
  const reviews: ReviewDoc[] = [];
  for (let index = 0; index < count; index += 1) {
    const rating = rng.weighted(RATINGS, weights);
    const text = rng.pick(REVIEW_TEXT[rating]);
    const recommend = rating === '5' || rating === '4' || (rating === '3' && rng.chance(0.5));
    reviews.push({
      _id: new ObjectId(),
      bookkeeperId,
      rating,
      title: text.title,
      comment: text.comment,
      reviewerName: `${rng.pick(REVIEWER_FIRST)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      wouldRecommend: recommend,
      // Demo data: nothing ties these reviews to work done through the site.
      source: 'imported',
      verifiedClient: false,
      createdAt: daysAfter(since, rng.next() * spanDays),
    });
  }
  return reviews;
}

function specializationsFor(rng: Random, country: string): string[] {
  const software = country === 'Australia' ? [...SOFTWARE_SPECIALIZATIONS] : SOFTWARE_SPECIALIZATIONS.filter((name) => name !== 'MYOB');
  const tasks = TASK_SPECIALIZATIONS.filter((task) =>
    task === 'Zakat and VAT' ? country === 'Saudi Arabia' : task === 'VAT returns' ? country !== 'United States' : true,
  );
  return [
    ...rng.sample(software, rng.int(1, 2)),
    ...rng.sample(INDUSTRY_SPECIALIZATIONS, rng.int(1, 3)),
    ...rng.sample(tasks, rng.int(0, 1)),
  ];
}

function certificationsFor(rng: Random, country: string, years: number): string[] {
  const northAmerica = country === 'United States' || country === 'Canada';
  const xeroMarket = country === 'United Kingdom' || country === 'Australia' || country === 'United Arab Emirates';
  const chances: Record<(typeof CERTIFICATIONS)[number], number> = {
    cpa: years > 8 ? (northAmerica ? 0.55 : 0.3) : 0.12,
    'quickbooks-pro': northAmerica ? 0.5 : 0.22,
    'xero-advisor': xeroMarket ? 0.5 : 0.18,
  };
  return CERTIFICATIONS.filter((certification) => rng.chance(chances[certification]));
}

function businessSizesFor(rng: Random, firm: boolean): TargetBusinessSize[] {
  if (rng.chance(firm ? 0.2 : 0.1)) return ['all'];
  const count = rng.weighted([1, 2, 3], firm ? [3, 5, 2] : [6, 4, 1]);
  const sizes = ['small', 'medium', 'large'] as const;
  const picked = rng.weightedSample(sizes, firm ? [5, 4, 2] : [8, 3, 1], count);
  return sizes.filter((size) => picked.includes(size));
}

/**
 * The demo's admin checks: about a third of the approved providers (chosen by their username, so the
 * rest of the seed stays as it was) had their first claimed certification verified two weeks after
 * joining. The fixed demo provider is left unchecked, for an admin to check.
 */
function demoCredentialChecks(username: string, certifications: readonly string[], createdAt: Date, options: ProviderOptions): CredentialCheckDoc[] {
  const first = certifications[0];
  if (options.status !== 'approved' || options.fixed || !first) return [];
  const hash = [...username].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  return hash % 3 === 0 ? [{ certification: first, status: 'verified', checkedAt: daysAfter(createdAt, 14) }] : [];
}

export function generateProvider(rng: Random, taken: TakenValues, options: ProviderOptions): GeneratedProvider {
  const fixed = options.fixed ?? {};
  const country = fixed.country ?? pickCountry(rng);
  const city = fixed.city ?? pickCity(rng, country);
  const names = namePoolFor(country);
  const firstName = fixed.firstName ?? rng.pick(names.first);
  const lastName = fixed.lastName ?? rng.pick(names.last);
  const fullName = `${firstName} ${lastName}`;
  const providerType: ProviderType = fixed.providerType ?? (rng.chance(0.4) ? 'firm' : 'individual');
  const firm = providerType === 'firm';

  const serviceCount = firm ? rng.int(2, 4) : rng.weighted([1, 2, 3], [4, 4, 2]);
  const picked = fixed.services ?? rng.weightedSample(PROVIDER_SERVICES, SERVICE_WEIGHTS, serviceCount);
  const services = PROVIDER_SERVICES.filter((service) => picked.includes(service));
  const yearsOfExperience = fixed.yearsOfExperience ?? experienceYears(rng);
  const certifications = fixed.certifications ?? certificationsFor(rng, country, yearsOfExperience);
  const businessName = fixed.businessName ?? (firm ? firmName(rng, country, lastName, taken.firmNames) : individualBusinessName(rng, firstName, lastName, services, certifications));

  const usernameBase = fixed.username ?? (firm && businessName ? businessName : rng.pick([`${firstName}_${lastName}`, `${firstName}${lastName}`, `${firstName[0] ?? ''}_${lastName}`, `${lastName}_${firstName}`]));
  const username = uniqueUsername(usernameBase, taken.usernames, rng);
  taken.usernames.add(username);
  const email = uniqueEmail(username, taken.emails);
  taken.emails.add(email);
  const slug = uniqueSlug(providerSlug({ fullName, businessName, providerType, city }), (candidate) => taken.slugs.has(candidate));
  taken.slugs.add(slug);

  const businessSize = businessSizesFor(rng, firm);
  const specializations = specializationsFor(rng, country);
  const serviceArea = firm
    ? rng.weighted(SERVICE_AREAS, [20, 30, 30, 20])
    : rng.weighted(SERVICE_AREAS, [35, 20, 10, 35]);

  let firmSize: FirmSize | undefined;
  let teamMembers: number | undefined;
  let foundedYear: number | undefined;
  if (firm) {
    firmSize = rng.weighted(FIRM_SIZES, [12, 45, 30, 13]);
    teamMembers = firmSize === 'solo' ? 1 : firmSize === 'small' ? rng.int(2, 10) : firmSize === 'medium' ? rng.int(11, 50) : rng.int(51, 240);
    foundedYear = Math.max(1991, 2026 - yearsOfExperience - rng.int(0, 3));
  }

  const hourly = hourlyRateFor(rng, yearsOfExperience, firm);
  const pricing = rng.weighted(['hourly', 'both', 'monthly', 'none'] as const, [45, 35, 12, 8]);
  const hourlyRate = pricing === 'hourly' || pricing === 'both' ? hourly : undefined;
  const monthlyStartingPrice = pricing === 'monthly' || pricing === 'both' ? monthlyPriceFor(rng, hourly) : undefined;

  const otherPool = OTHER_CERTIFICATIONS[country] ?? [];
  const otherCertifications = otherPool.length > 0 && rng.chance(0.25) ? rng.pick(otherPool) : undefined;

  const title = certifications.includes('cpa') ? 'CPA' : rng.pick(['bookkeeper', 'accountant', 'bookkeeper and tax preparer']);
  const serviceText = listPhrase(services.map((service) => SERVICE_PHRASES[service] ?? PROVIDER_SERVICE_LABELS[service]));
  const sizeText = businessSize.map((size) => SIZE_PHRASES[size] ?? size).join(' and ');
  const subject = firm ? 'we' : 'I';
  const values: Record<string, string> = {
    title,
    city,
    country,
    years: String(yearsOfExperience),
    name: businessName ?? fullName,
    size: FIRM_SIZE_PHRASES[firmSize ?? 'small'] ?? 'small',
    founded: String(foundedYear ?? 2026 - yearsOfExperience),
    team: `${teamMembers ?? 1} ${teamMembers === 1 ? 'professional' : 'professionals'}`,
    services: serviceText,
    sizes: sizeText,
    subject,
    object: firm ? 'us' : 'me',
    possessive: firm ? 'our' : 'my',
    specializations: listPhrase(
      specializations.filter((item) => (INDUSTRY_SPECIALIZATIONS as readonly string[]).includes(item)).map(inSentence),
    ),
  };
  const sentences = [
    fill(rng.pick(firm ? FIRM_OPENERS : INDIVIDUAL_OPENERS), values),
    fill(rng.pick(SERVICE_SENTENCES), values),
    fill(rng.pick(rng.chance(0.5) ? FOCUS_SENTENCES : CLOSING_SENTENCES), values),
  ];
  const bio = sentences.slice(0, rng.chance(0.4) ? 2 : 3).join(' ');
  const experience = fill(
    rng.pick([
      '{years} years of bookkeeping and accounting experience',
      '{years} years in public practice and industry',
      '{years}+ years serving {sizes} businesses',
      '{years} years, previously at a regional accounting firm',
    ]),
    values,
  );

  const createdAt =
    options.status === 'approved' ? daysBeforeBase(30 + rng.next() * 1_000) : daysBeforeBase(1 + rng.next() * (options.status === 'pending' ? 20 : 90));
  const updatedAt = daysAfter(createdAt, rng.next() * 90);
  const _id = new ObjectId();
  const reviews = options.status === 'approved' && options.withReviews !== false ? generateReviews(rng, _id, createdAt, options.minReviews ?? 0) : [];
  const { totalReviews, ratingSum, averageRating } = ratingSummary(reviews);
  const credentialChecks = demoCredentialChecks(username, certifications, createdAt, options);

  const doc: BookkeeperDoc = {
    _id,
    username,
    slug,
    providerType,
    fullName,
    ...(businessName ? { businessName } : {}),
    email,
    phone: phoneFor(rng, country, city),
    location: `${city}, ${country}`,
    city,
    country,
    services,
    serviceArea,
    certifications,
    ...(otherCertifications ? { otherCertifications } : {}),
    businessSize,
    experience,
    bio,
    yearsOfExperience,
    specializations,
    ...(firm ? { firmSize, foundedYear, teamMembers } : {}),
    ...(hourlyRate !== undefined ? { hourlyRate } : {}),
    ...(monthlyStartingPrice !== undefined ? { monthlyStartingPrice } : {}),
    isApproved: options.status === 'approved',
    isAvailable: rng.chance(0.88),
    isActive: options.status !== 'rejected',
    ...(rng.chance(firm ? 0.4 : 0.6) ? { linkedinUrl: `https://www.linkedin.com/in/${username}` } : {}),
    ...(rng.chance(firm ? 0.8 : 0.3) ? { website: `https://${slug}.example.com` } : {}),
    ...(credentialChecks.length > 0 ? { credentialChecks, hasVerifiedCredential: true } : {}),
    totalReviews,
    ratingSum,
    averageRating,
    totalBookings: options.status === 'approved' ? totalReviews + rng.int(0, 30) : 0,
    ...(options.status === 'rejected' ? { rejectionReason: rng.pick(REJECTION_REASONS) } : {}),
    createdAt,
    updatedAt,
  };
  return { doc, reviews };
}
