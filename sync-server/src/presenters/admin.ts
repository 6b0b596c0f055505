import {
  adminBookingSchema,
  adminBookkeeperSchema,
  adminBusinessSchema,
  adminCredentials,
  adminLeadSchema,
  providerReviewStatus,
  serviceSchema,
  type AdminBooking,
  type AdminBookkeeper,
  type AdminBusiness,
  type AdminCredential,
  type CredentialCheck,
  type AdminLead,
  type Pagination,
  type Service,
} from '@ledgerlink/shared-schema';
import type { BookingDoc, BookkeeperDoc, BusinessDoc, LeadDoc, ServiceDoc } from '../db/documents';
import { toApi } from '../db/to-api';

/** What admins see of stored records: parsed with the admin schemas, so secrets (dashboard key hashes, lead counters) never leave. */
export const presentAdminProvider = (doc: BookkeeperDoc): AdminBookkeeper => {
  const { credentialChecks, ...fields } = toApi(doc);
  return adminBookkeeperSchema.parse({ ...fields, reviewStatus: providerReviewStatus(doc), credentials: presentAdminCredentials(doc, credentialChecks) });
};

/** Each claimed certification with its check, note included (admins only). */
export const presentAdminCredentials = (doc: BookkeeperDoc, checks = toApi(doc).credentialChecks): AdminCredential[] =>
  adminCredentials(doc, checks as CredentialCheck[] | undefined);

export const presentAdminBusiness = (doc: BusinessDoc): AdminBusiness => adminBusinessSchema.parse({ ...toApi(doc), contactEmail: doc.email });

/** A lead row with its business and provider, either of which may be gone. */
export function presentAdminLead(
  lead: LeadDoc,
  business: BusinessDoc | undefined,
  provider: Pick<BookkeeperDoc, 'fullName' | 'businessName'> | undefined,
): AdminLead {
  const businessName = business?.companyName ?? (lead.source === 'questionnaire' ? 'Questionnaire customer' : lead.source === 'contact' ? 'Profile contact' : 'Deleted business');
  return adminLeadSchema.parse({
    ...toApi(lead),
    businessName,
    services: business?.services ?? [],
    budget: business?.budget,
    providerName: provider ? provider.businessName || provider.fullName : undefined,
  });
}

/** A booking row with its business's and provider's names, either of which may be gone. */
export const presentAdminBooking = (
  booking: BookingDoc,
  business: Pick<BusinessDoc, 'companyName'> | undefined,
  provider: Pick<BookkeeperDoc, 'fullName' | 'businessName'> | undefined,
): AdminBooking =>
  adminBookingSchema.parse({
    ...toApi(booking),
    businessName: business?.companyName ?? 'Deleted business',
    providerName: provider ? provider.businessName || provider.fullName : 'Deleted provider',
  });

/** A service of the settings lists, as the public settings list shows it. */
export const presentService = (doc: ServiceDoc): Service => serviceSchema.parse(toApi(doc));

export const presentPagination = (total: number, paging: { page: number; limit: number }): Pagination => ({
  page: paging.page,
  limit: paging.limit,
  total,
  totalPages: Math.ceil(total / paging.limit),
});
