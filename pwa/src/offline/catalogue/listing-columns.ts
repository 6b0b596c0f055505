import {
  PROVIDER_SERVICES,
  PROVIDER_TYPES,
  compareMarketplaceOrder,
  hasVerifiedCredential,
  type MarketplaceListing,
  type PricedListing,
  type ProviderType,
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';

/**
 * The listing of every cached provider (what the marketplace's filters, order and figures read),
 * kept column by column in one record. Why one record: Chromium reads 10,000 small records back in
 * ~130 ms (a per-record decode, and the garbage of 10,000 objects); the marketplace needs every
 * listing before its first card (first card from the cache <= 100 ms). Pure:
 * catalogue-store.ts reads and writes the record.
 *
 * Stored, the columns are packed into a handful of values: ids in one string, names in one string
 * with their end offsets, repeated words (type, city, country) as indexes into a word list,
 * services as a bit set, figures in typed arrays and flags as bytes, in the marketplace's order. IndexedDB then
 * decodes ~20 values instead of ~90,000 (10,000 ids, names and service lists), saving ~35 ms of
 * a fresh page's first read and ~30 ms of every sync page's write. Read back, the record is checked
 * for every shape decoding relies on (the full provider rules ran when each provider's sync page
 * arrived); anything else reads as undefined and the listings are rebuilt from the providers.
 */

export type Listing = MarketplaceListing & PricedListing;

/** Provider ids are 24 hex characters (shared-schema `entityId`), so they pack end to end. */
const ID_LENGTH = 24;

/** Texts end to end, with where each ends; null where `nulls` is 1. */
interface PackedTexts {
  chars: string;
  ends: Int32Array;
  nulls: Uint8Array;
}

/** Each entry as an index into `words`; -1 is null. */
interface PackedWords {
  words: string[];
  indexes: Int32Array;
}

/** The stored form (see the top of this file). */
export interface PackedListings {
  /** packed-2 added `verifiedCredential`; an older form is rebuilt from the providers. */
  format: 'packed-2';
  count: number;
  ids: string;
  fullName: PackedTexts;
  businessName: PackedTexts;
  providerType: PackedWords;
  city: PackedWords;
  country: PackedWords;
  /** Bit i set: the provider offers PROVIDER_SERVICES[i]. */
  services: Int32Array;
  averageRating: Float64Array;
  totalReviews: Float64Array;
  /** NaN is absent. */
  hourlyRate: Float64Array;
  monthlyStartingPrice: Float64Array;
  /** 1: one of the provider's credentials is verified. */
  verifiedCredential: Uint8Array;
}

/** A provider's listing fields, the form the shared marketplace rules take. */
export const listingOf = (provider: PublicBookkeeper): Listing => ({
  id: provider.id,
  providerType: provider.providerType,
  fullName: provider.fullName,
  businessName: provider.businessName,
  city: provider.city,
  country: provider.country,
  services: provider.services,
  averageRating: provider.averageRating,
  totalReviews: provider.totalReviews,
  hourlyRate: provider.hourlyRate,
  monthlyStartingPrice: provider.monthlyStartingPrice,
  verifiedCredential: hasVerifiedCredential(provider),
});

/**
 * The listings after a sync page: `removed` ids leave, `upserts` replace their old entry or join.
 * Order carries no meaning here (storing sorts).
 */
export function patchListings(before: readonly Listing[], upserts: readonly PublicBookkeeper[], removed: readonly string[]): Listing[] {
  // By id, so a provider listed twice in one page keeps one entry (the later).
  const fresh = new Map(upserts.map((provider) => [provider.id, listingOf(provider)]));
  const gone = new Set(removed);
  return [...before.filter((listing) => !gone.has(listing.id) && !fresh.has(listing.id)), ...fresh.values()];
}

function packTexts(values: ReadonlyArray<string | undefined>): PackedTexts {
  const ends = new Int32Array(values.length);
  const nulls = new Uint8Array(values.length);
  let length = 0;
  values.forEach((value, index) => {
    if (value === undefined) nulls[index] = 1;
    length += value?.length ?? 0;
    ends[index] = length;
  });
  return { chars: values.map((value) => value ?? '').join(''), ends, nulls };
}

function packWords(values: ReadonlyArray<string | undefined>): PackedWords {
  const words: string[] = [];
  const at = new Map<string, number>();
  const indexes = Int32Array.from(values, (value) => {
    if (value === undefined) return -1;
    let index = at.get(value);
    if (index === undefined) at.set(value, (index = words.push(value) - 1));
    return index;
  });
  return { words, indexes };
}

const SERVICE_BIT = new Map<string, number>(PROVIDER_SERVICES.map((service, index) => [service, 1 << index]));
const ALL_SERVICE_BITS = (1 << PROVIDER_SERVICES.length) - 1;
/** The service list of every bit set, shared by the listings read back (they are never modified). */
const SERVICE_LISTS: string[][] = Array.from({ length: ALL_SERVICE_BITS + 1 }, (_, bits) => PROVIDER_SERVICES.filter((_, index) => bits & (1 << index)));

/** The listings as stored, in the marketplace's order (a reader's sort then makes a single pass). Services outside the option list are left out. */
export function encodeListings(unordered: readonly Listing[]): PackedListings {
  const listings = [...unordered].sort(compareMarketplaceOrder);
  const numbers = (read: (listing: Listing) => number | null | undefined) => Float64Array.from(listings, (listing) => read(listing) ?? Number.NaN);
  return {
    format: 'packed-2',
    count: listings.length,
    ids: listings.map((listing) => listing.id).join(''),
    fullName: packTexts(listings.map((listing) => listing.fullName)),
    businessName: packTexts(listings.map((listing) => listing.businessName)),
    providerType: packWords(listings.map((listing) => listing.providerType)),
    city: packWords(listings.map((listing) => listing.city)),
    country: packWords(listings.map((listing) => listing.country)),
    services: Int32Array.from(listings, (listing) => listing.services.reduce((bits, service) => bits | (SERVICE_BIT.get(service) ?? 0), 0)),
    averageRating: numbers((listing) => listing.averageRating),
    totalReviews: numbers((listing) => listing.totalReviews),
    hourlyRate: numbers((listing) => listing.hourlyRate),
    monthlyStartingPrice: numbers((listing) => listing.monthlyStartingPrice),
    verifiedCredential: Uint8Array.from(listings, (listing) => (listing.verifiedCredential ? 1 : 0)),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTexts(value: unknown, count: number): value is PackedTexts {
  if (!isRecord(value) || typeof value.chars !== 'string' || !(value.ends instanceof Int32Array) || !(value.nulls instanceof Uint8Array)) return false;
  const { chars, ends, nulls } = value;
  if (ends.length !== count || nulls.length !== count) return false;
  let previous = 0;
  for (let index = 0; index < count; index += 1) {
    if (ends[index]! < previous) return false;
    previous = ends[index]!;
  }
  return previous === chars.length;
}

function isWords(value: unknown, count: number, allowed?: ReadonlySet<string>): value is PackedWords {
  if (!isRecord(value) || !Array.isArray(value.words) || !(value.indexes instanceof Int32Array) || value.indexes.length !== count) return false;
  const words: unknown[] = value.words;
  if (!words.every((word) => typeof word === 'string' && (!allowed || allowed.has(word)))) return false;
  const lowest = allowed ? 0 : -1;
  for (let index = 0; index < count; index += 1) {
    const word = value.indexes[index]!;
    if (word < lowest || word >= words.length) return false;
  }
  return true;
}

function isServices(value: unknown, count: number): value is Int32Array {
  if (!(value instanceof Int32Array) || value.length !== count) return false;
  for (let index = 0; index < count; index += 1) if ((value[index]! & ~ALL_SERVICE_BITS) !== 0) return false;
  return true;
}

const isNumbers = (value: unknown, count: number): value is Float64Array => value instanceof Float64Array && value.length === count;
const PROVIDER_TYPE_SET = new Set<string>(PROVIDER_TYPES);

function isPacked(stored: unknown): stored is PackedListings {
  if (!isRecord(stored) || stored.format !== 'packed-2') return false;
  const { count } = stored;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return false;
  return (
    typeof stored.ids === 'string' &&
    stored.ids.length === count * ID_LENGTH &&
    isTexts(stored.fullName, count) &&
    !stored.fullName.nulls.includes(1) &&
    isTexts(stored.businessName, count) &&
    isWords(stored.providerType, count, PROVIDER_TYPE_SET) &&
    isWords(stored.city, count) &&
    isWords(stored.country, count) &&
    isServices(stored.services, count) &&
    [stored.averageRating, stored.totalReviews, stored.hourlyRate, stored.monthlyStartingPrice].every((numbers) => isNumbers(numbers, count)) &&
    stored.verifiedCredential instanceof Uint8Array &&
    stored.verifiedCredential.length === count
  );
}

const wordAt = ({ words, indexes }: PackedWords, index: number) => (indexes[index]! < 0 ? undefined : words[indexes[index]!]);
const numberAt = (numbers: Float64Array, index: number) => (Number.isNaN(numbers[index]!) ? undefined : numbers[index]);

/**
 * The stored listings, or undefined when the record is missing, of an older form or unreadable
 * (then rebuilt from the providers). One pass, straight from the packed values into listings.
 */
export function decodeListings(stored: unknown): Listing[] | undefined {
  if (!isPacked(stored)) return undefined;
  const { count, ids, fullName, businessName, providerType, services, averageRating, totalReviews } = stored;
  const listings = new Array<Listing>(count);
  let nameStart = 0;
  let businessStart = 0;
  for (let index = 0; index < count; index += 1) {
    const nameEnd = fullName.ends[index]!;
    const businessEnd = businessName.ends[index]!;
    listings[index] = {
      id: ids.slice(index * ID_LENGTH, (index + 1) * ID_LENGTH),
      providerType: providerType.words[providerType.indexes[index]!] as ProviderType,
      fullName: fullName.chars.slice(nameStart, nameEnd),
      businessName: businessName.nulls[index] ? undefined : businessName.chars.slice(businessStart, businessEnd),
      city: wordAt(stored.city, index),
      country: wordAt(stored.country, index),
      services: SERVICE_LISTS[services[index]!]!,
      // Never NaN when written (the provider rules require both); read as 0 rather than break the order.
      averageRating: numberAt(averageRating, index) ?? 0,
      totalReviews: numberAt(totalReviews, index) ?? 0,
      hourlyRate: numberAt(stored.hourlyRate, index),
      monthlyStartingPrice: numberAt(stored.monthlyStartingPrice, index),
      verifiedCredential: stored.verifiedCredential[index] === 1,
    };
    nameStart = nameEnd;
    businessStart = businessEnd;
  }
  return listings;
}
