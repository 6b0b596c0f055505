import { PROVIDER_SERVICES, PROVIDER_TYPES, type MarketplaceListing, type PricedListing, type ProviderType, type PublicBookkeeper } from '@ledgerlink/shared-schema';

/**
 * The listing fields of every cached provider (what the marketplace's filters, order and figures
 * read), kept column by column in one record. Why one record: Chromium reads 10,000 small records
 * back in ~130 ms (a per-record decode, and the garbage of 10,000 objects); the marketplace needs
 * every listing before its first card (issue 11: first card from the cache <= 100 ms). Pure:
 * catalogue-store.ts reads and writes the record.
 *
 * In memory the columns are plain arrays (`ListingColumns`, what patching and the marketplace rules
 * take). Stored, they are packed into a handful of values (`encodeListingColumns`): ids in one
 * string, names in one string with their end offsets, repeated words (type, city, country) as
 * indexes into a word list, services as a bit set and figures in typed arrays. IndexedDB then
 * decodes one record of ~10 values instead of ~90,000 (10,000 ids, names and service lists), which
 * was ~35 ms of the first card's read on a fresh page and ~30 ms of every sync page's write.
 *
 * Read back, the packed record is checked value by value for the shapes decoding relies on (the
 * full provider rules ran when each provider's sync page arrived); anything else is undefined and
 * the columns are rebuilt from the cached providers.
 */

export interface ListingColumns {
  id: string[];
  providerType: ProviderType[];
  fullName: string[];
  businessName: Array<string | null>;
  city: Array<string | null>;
  country: Array<string | null>;
  services: string[][];
  averageRating: number[];
  totalReviews: number[];
  hourlyRate: Array<number | null>;
  monthlyStartingPrice: Array<number | null>;
}

type Column = keyof ListingColumns;
const COLUMNS: readonly Column[] = [
  'id',
  'providerType',
  'fullName',
  'businessName',
  'city',
  'country',
  'services',
  'averageRating',
  'totalReviews',
  'hourlyRate',
  'monthlyStartingPrice',
];

export const emptyListingColumns = (): ListingColumns => Object.fromEntries(COLUMNS.map((column) => [column, []])) as unknown as ListingColumns;

/** Provider ids are 24 hex characters (shared-schema `entityId`), so they pack end to end. */
const ID_LENGTH = 24;

/** Texts end to end, with where each ends; null where `nulls` says so. */
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

/** The stored form of the columns (see the top of this file). */
export interface PackedListingColumns {
  format: 'packed-1';
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
  /** NaN is null. */
  hourlyRate: Float64Array;
  monthlyStartingPrice: Float64Array;
}

function packTexts(values: ReadonlyArray<string | null>): PackedTexts {
  const ends = new Int32Array(values.length);
  const nulls = new Uint8Array(values.length);
  let length = 0;
  values.forEach((value, index) => {
    if (value === null) nulls[index] = 1;
    length += value?.length ?? 0;
    ends[index] = length;
  });
  return { chars: values.map((value) => value ?? '').join(''), ends, nulls };
}

function unpackTexts({ chars, ends, nulls }: PackedTexts): Array<string | null> {
  const values = new Array<string | null>(ends.length);
  let start = 0;
  for (let index = 0; index < ends.length; index += 1) {
    const end = ends[index]!;
    values[index] = nulls[index] ? null : chars.slice(start, end);
    start = end;
  }
  return values;
}

function packWords(values: ReadonlyArray<string | null>): PackedWords {
  const words: string[] = [];
  const at = new Map<string, number>();
  const indexes = Int32Array.from(values, (value) => {
    if (value === null) return -1;
    let index = at.get(value);
    if (index === undefined) at.set(value, (index = words.push(value) - 1));
    return index;
  });
  return { words, indexes };
}

const unpackWords = ({ words, indexes }: PackedWords): Array<string | null> => Array.from(indexes, (index) => (index < 0 ? null : words[index]!));

const packNumbers = (values: ReadonlyArray<number | null>) => Float64Array.from(values, (value) => value ?? Number.NaN);
const unpackNumbers = (values: Float64Array): Array<number | null> => Array.from(values, (value) => (Number.isNaN(value) ? null : value));

const SERVICE_BIT = new Map<string, number>(PROVIDER_SERVICES.map((service, index) => [service, 1 << index]));
const packServices = (lists: readonly string[][]) => Int32Array.from(lists, (list) => list.reduce((bits, service) => bits | (SERVICE_BIT.get(service) ?? 0), 0));
const unpackServices = (bits: Int32Array): string[][] => Array.from(bits, (set) => PROVIDER_SERVICES.filter((_, index) => set & (1 << index)));

/** The columns as stored. Services outside the option list are left out (the provider rules keep only known ones). */
export function encodeListingColumns(columns: ListingColumns): PackedListingColumns {
  return {
    format: 'packed-1',
    count: columns.id.length,
    ids: columns.id.join(''),
    fullName: packTexts(columns.fullName),
    businessName: packTexts(columns.businessName),
    providerType: packWords(columns.providerType),
    city: packWords(columns.city),
    country: packWords(columns.country),
    services: packServices(columns.services),
    averageRating: packNumbers(columns.averageRating),
    totalReviews: packNumbers(columns.totalReviews),
    hourlyRate: packNumbers(columns.hourlyRate),
    monthlyStartingPrice: packNumbers(columns.monthlyStartingPrice),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTexts(value: unknown, count: number): value is PackedTexts {
  if (!isRecord(value) || typeof value.chars !== 'string' || !(value.ends instanceof Int32Array) || !(value.nulls instanceof Uint8Array)) return false;
  const { chars, ends, nulls } = value;
  if (ends.length !== count || nulls.length !== count) return false;
  let previous = 0;
  for (const end of ends) {
    if (end < previous) return false;
    previous = end;
  }
  return previous === chars.length;
}

function isWords(value: unknown, count: number, allowed?: ReadonlySet<string>): value is PackedWords {
  if (!isRecord(value) || !Array.isArray(value.words) || !(value.indexes instanceof Int32Array) || value.indexes.length !== count) return false;
  const words: unknown[] = value.words;
  if (!words.every((word) => typeof word === 'string' && (!allowed || allowed.has(word)))) return false;
  return value.indexes.every((index) => index >= (allowed ? 0 : -1) && index < words.length);
}

const isNumbers = (value: unknown, count: number): value is Float64Array => value instanceof Float64Array && value.length === count;
const PROVIDER_TYPE_SET = new Set<string>(PROVIDER_TYPES);
const ALL_SERVICE_BITS = (1 << PROVIDER_SERVICES.length) - 1;

/** The stored columns, or undefined when the record is missing, of an older form or unreadable (then rebuilt from the providers). */
export function decodeListingColumns(stored: unknown): ListingColumns | undefined {
  if (!isRecord(stored) || stored.format !== 'packed-1' || typeof stored.count !== 'number' || !Number.isInteger(stored.count) || stored.count < 0) return undefined;
  const { count } = stored;
  const wellFormed =
    typeof stored.ids === 'string' &&
    stored.ids.length === count * ID_LENGTH &&
    isTexts(stored.fullName, count) &&
    !stored.fullName.nulls.includes(1) &&
    isTexts(stored.businessName, count) &&
    isWords(stored.providerType, count, PROVIDER_TYPE_SET) &&
    isWords(stored.city, count) &&
    isWords(stored.country, count) &&
    stored.services instanceof Int32Array &&
    stored.services.length === count &&
    stored.services.every((bits) => (bits & ~ALL_SERVICE_BITS) === 0) &&
    isNumbers(stored.averageRating, count) &&
    isNumbers(stored.totalReviews, count) &&
    isNumbers(stored.hourlyRate, count) &&
    isNumbers(stored.monthlyStartingPrice, count);
  if (!wellFormed) return undefined;
  const packed = stored as unknown as PackedListingColumns;
  return {
    id: Array.from({ length: count }, (_, index) => packed.ids.slice(index * ID_LENGTH, (index + 1) * ID_LENGTH)),
    providerType: unpackWords(packed.providerType) as ProviderType[],
    fullName: unpackTexts(packed.fullName) as string[],
    businessName: unpackTexts(packed.businessName),
    city: unpackWords(packed.city),
    country: unpackWords(packed.country),
    services: unpackServices(packed.services),
    // Required figures: a NaN here (never written) reads as 0 rather than failing the marketplace's order.
    averageRating: Array.from(packed.averageRating, (value) => (Number.isNaN(value) ? 0 : value)),
    totalReviews: Array.from(packed.totalReviews, (value) => (Number.isNaN(value) ? 0 : value)),
    hourlyRate: unpackNumbers(packed.hourlyRate),
    monthlyStartingPrice: unpackNumbers(packed.monthlyStartingPrice),
  };
}

/** Every listing as an object, the form the shared marketplace rules take. */
export function listingsOf(columns: ListingColumns): Array<MarketplaceListing & PricedListing> {
  const { id, providerType, fullName, businessName, city, country, services, averageRating, totalReviews, hourlyRate, monthlyStartingPrice } = columns;
  return id.map((_, index) => ({
    id: id[index]!,
    providerType: providerType[index]!,
    fullName: fullName[index]!,
    businessName: businessName[index] ?? undefined,
    city: city[index] ?? undefined,
    country: country[index] ?? undefined,
    services: services[index]!,
    averageRating: averageRating[index]!,
    totalReviews: totalReviews[index]!,
    hourlyRate: hourlyRate[index] ?? undefined,
    monthlyStartingPrice: monthlyStartingPrice[index] ?? undefined,
  }));
}

/**
 * The columns after a sync page: `removed` ids leave, `upserts` replace their old entry or join at
 * the end. The order of entries carries no meaning (the marketplace sorts), so a removal moves the
 * last entry into the gap instead of shifting every column.
 */
export function patchListingColumns(before: ListingColumns, upserts: readonly PublicBookkeeper[], removed: readonly string[]): ListingColumns {
  const columns = Object.fromEntries(COLUMNS.map((column) => [column, [...before[column]]])) as unknown as Record<Column, unknown[]>;
  const position = new Map(columns.id.map((id, index) => [id as string, index]));
  for (const id of removed) {
    const index = position.get(id);
    if (index === undefined) continue;
    const last = columns.id.length - 1;
    for (const column of COLUMNS) {
      columns[column][index] = columns[column][last];
      columns[column].length = last;
    }
    if (index !== last) position.set(columns.id[index] as string, index);
    position.delete(id);
  }
  for (const provider of upserts) {
    const index = position.get(provider.id) ?? columns.id.length;
    position.set(provider.id, index);
    for (const column of COLUMNS) columns[column][index] = provider[column] ?? null;
  }
  return columns as ListingColumns;
}
