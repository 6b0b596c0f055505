import { PROVIDER_TYPES, type MarketplaceListing, type PricedListing, type ProviderType, type PublicBookkeeper } from '@ledgerlink/shared-schema';
import { z } from 'zod';

/**
 * The listing fields of every cached provider (what the marketplace's filters, order and figures
 * read), kept column by column in one record. Why one record: Chromium reads 10,000 small records
 * back in ~130 ms (a per-record decode, and the garbage of 10,000 objects), one record of a dozen
 * arrays in ~8 ms; the marketplace needs every listing before its first card (issue 11: first card
 * from the cache <= 100 ms). Pure: catalogue-store.ts reads and writes the record.
 *
 * Read back, the columns are checked for the shapes the marketplace rules rely on (the full
 * provider rules ran when each provider's sync page arrived) and for equal lengths. Each column is
 * checked by one predicate over the whole array: element-by-element schemas cost ~60 ms across
 * 110,000 values in the browser, where the page's CSP (no eval) keeps zod on its slower path.
 */
type Item = 'string' | 'number';
const isItem = (value: unknown, item: Item) => typeof value === item && (item === 'string' || Number.isFinite(value));
const column = <T>(item: Item, label: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every((entry) => isItem(entry, item)), `every ${label} must be a ${item}`);
const optionalColumn = <T>(item: Item, label: string) =>
  z.custom<Array<T | null>>((value) => Array.isArray(value) && value.every((entry) => entry === null || isItem(entry, item)), `every ${label} must be a ${item} or null`);
const PROVIDER_TYPE_SET = new Set<string>(PROVIDER_TYPES);

export const listingColumnsSchema = z
  .object({
    id: column<string>('string', 'id'),
    providerType: z.custom<ProviderType[]>((value) => Array.isArray(value) && value.every((entry) => PROVIDER_TYPE_SET.has(entry)), 'every providerType must be individual or firm'),
    fullName: column<string>('string', 'fullName'),
    businessName: optionalColumn<string>('string', 'businessName'),
    city: optionalColumn<string>('string', 'city'),
    country: optionalColumn<string>('string', 'country'),
    services: z.custom<string[][]>(
      (value) => Array.isArray(value) && value.every((entry) => Array.isArray(entry) && entry.every((service) => typeof service === 'string')),
      'every services entry must be a list of service ids',
    ),
    averageRating: column<number>('number', 'averageRating'),
    totalReviews: column<number>('number', 'totalReviews'),
    hourlyRate: optionalColumn<number>('number', 'hourlyRate'),
    monthlyStartingPrice: optionalColumn<number>('number', 'monthlyStartingPrice'),
  })
  .refine((columns) => Object.values(columns).every((values) => values.length === columns.id.length), 'columns of unequal length');
export type ListingColumns = z.infer<typeof listingColumnsSchema>;

type Column = keyof ListingColumns;
const COLUMNS = Object.keys(listingColumnsSchema.shape) as Column[];

export const emptyListingColumns = (): ListingColumns => Object.fromEntries(COLUMNS.map((column) => [column, []])) as unknown as ListingColumns;

/** The stored columns, or undefined when the record is missing or unreadable (then rebuilt from the providers). */
export function parseListingColumns(value: unknown): ListingColumns | undefined {
  const parsed = listingColumnsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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
