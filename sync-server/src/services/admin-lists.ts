import {
  bookingStatusesOf,
  PROVIDER_REVIEW_FILTERS,
  PROVIDER_REVIEW_STATUSES,
  type AdminBookingsQuery,
  type AdminBusinessesQuery,
  type AdminLeadsQuery,
  type AdminProvidersQuery,
  type ProviderReviewCounts,
} from '@ledgerlink/shared-schema';
import type { Collection, Document, Filter, Sort } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookingDoc, BookkeeperDoc, BusinessDoc, LeadDoc } from '../db/documents';
import { escapeRegex } from './escape-regex';

/**
 * The admin lists (spec §2): searched, filtered, sorted and paged by the database, so they stay
 * fast past a few hundred rows. Search is a case-insensitive literal match on the listed fields.
 */
export interface Page<T> {
  docs: T[];
  total: number;
}

const PROVIDER_SEARCH_FIELDS = ['fullName', 'email', 'location', 'businessName', 'services'] as const;
const BUSINESS_SEARCH_FIELDS = ['companyName', 'contactName', 'email', 'location'] as const;

function searchFilter<T>(fields: readonly string[], search: string | undefined): Filter<T> {
  if (!search) return {};
  const pattern = { $regex: escapeRegex(search), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: pattern })) } as Filter<T>;
}

async function readPage<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  paging: { page: number; limit: number; sort: string; order: 'asc' | 'desc' },
): Promise<Page<T>> {
  const direction = paging.order === 'asc' ? 1 : -1;
  // `_id` breaks ties, so a row never shows on two pages.
  const sort: Sort = { [paging.sort]: direction, _id: direction };
  const [docs, total] = await Promise.all([
    collection.find(filter).sort(sort).skip((paging.page - 1) * paging.limit).limit(paging.limit).toArray(),
    collection.countDocuments(filter),
  ]);
  return { docs: docs as T[], total };
}

/** One page of providers of the chosen review status, with every status's count under the same search (and upload). */
export async function listProvidersForAdmin(
  bookkeepers: Collection<BookkeeperDoc>,
  query: AdminProvidersQuery,
): Promise<Page<BookkeeperDoc> & { counts: ProviderReviewCounts }> {
  const search: Filter<BookkeeperDoc> = { ...searchFilter<BookkeeperDoc>(PROVIDER_SEARCH_FIELDS, query.search), ...(query.uploadId ? { uploadId: query.uploadId } : {}) };
  const statusFilter = query.status === 'all' ? {} : PROVIDER_REVIEW_FILTERS[query.status];
  const [page, ...counts] = await Promise.all([
    readPage(bookkeepers, { ...search, ...statusFilter }, query),
    ...PROVIDER_REVIEW_STATUSES.map((status) => bookkeepers.countDocuments({ ...search, ...PROVIDER_REVIEW_FILTERS[status] })),
  ]);
  const [pending = 0, approved = 0, rejected = 0] = counts;
  return { ...page, counts: { pending, approved, rejected, total: pending + approved + rejected } };
}

export function listBusinessesForAdmin(businesses: Collection<BusinessDoc>, query: AdminBusinessesQuery): Promise<Page<BusinessDoc>> {
  return readPage(businesses, searchFilter<BusinessDoc>(BUSINESS_SEARCH_FIELDS, query.search), query);
}

/** A lead row with what the admin list shows beside it: its business and its provider (either may be gone). */
export interface AdminLeadDocs {
  lead: LeadDoc;
  business: BusinessDoc | undefined;
  provider: Pick<BookkeeperDoc, '_id' | 'fullName' | 'businessName'> | undefined;
}

export async function listLeadsForAdmin(
  { leads, businesses, bookkeepers }: Pick<Collections, 'leads' | 'businesses' | 'bookkeepers'>,
  query: AdminLeadsQuery,
): Promise<Page<AdminLeadDocs>> {
  const page = await readPage(leads, query.status === 'all' ? {} : { status: query.status }, query);
  // Two lookups for the whole page rather than one per row.
  const businessIds = page.docs.flatMap((lead) => (lead.businessId ? [lead.businessId] : []));
  const providerIds = page.docs.map((lead) => lead.bookkeeperId);
  const [businessDocs, providerDocs] = await Promise.all([
    businesses.find({ _id: { $in: businessIds } }).toArray(),
    bookkeepers.find({ _id: { $in: providerIds } }, { projection: { fullName: 1, businessName: 1 } }).toArray(),
  ]);
  const businessById = new Map(businessDocs.map((doc) => [doc._id.toHexString(), doc]));
  const providerById = new Map(providerDocs.map((doc) => [doc._id.toHexString(), doc]));
  return {
    total: page.total,
    docs: page.docs.map((lead) => ({
      lead,
      business: lead.businessId ? businessById.get(lead.businessId.toHexString()) : undefined,
      provider: providerById.get(lead.bookkeeperId.toHexString()),
    })),
  };
}

/** A booking row with the names the admin table shows beside it: its business and its provider (either may be gone). */
export interface AdminBookingDocs {
  booking: BookingDoc;
  business: Pick<BusinessDoc, '_id' | 'companyName'> | undefined;
  provider: Pick<BookkeeperDoc, '_id' | 'fullName' | 'businessName'> | undefined;
}

/** Bookings with their business and provider: two lookups for the whole list rather than one per row. */
export async function withBookingParties(
  { businesses, bookkeepers }: Pick<Collections, 'businesses' | 'bookkeepers'>,
  bookings: BookingDoc[],
): Promise<AdminBookingDocs[]> {
  const [businessDocs, providerDocs] = await Promise.all([
    businesses.find({ _id: { $in: bookings.map((booking) => booking.businessId) } }, { projection: { companyName: 1 } }).toArray(),
    bookkeepers.find({ _id: { $in: bookings.map((booking) => booking.bookkeeperId) } }, { projection: { fullName: 1, businessName: 1 } }).toArray(),
  ]);
  const businessById = new Map(businessDocs.map((doc) => [doc._id.toHexString(), doc]));
  const providerById = new Map(providerDocs.map((doc) => [doc._id.toHexString(), doc]));
  return bookings.map((booking) => ({
    booking,
    business: businessById.get(booking.businessId.toHexString()),
    provider: providerById.get(booking.bookkeeperId.toHexString()),
  }));
}

/** One page of bookings in the statuses the filter covers (open ones by default). */
export async function listBookingsForAdmin(
  collections: Pick<Collections, 'bookings' | 'businesses' | 'bookkeepers'>,
  query: AdminBookingsQuery,
): Promise<Page<AdminBookingDocs>> {
  const page = await readPage(collections.bookings, { status: { $in: bookingStatusesOf(query.status) } }, { ...query, sort: 'createdAt' });
  return { total: page.total, docs: await withBookingParties(collections, page.docs) };
}
