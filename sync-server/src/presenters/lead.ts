import { leadBookingSchema, leadCustomerSchema, leadSchema, leadWithBusinessSchema, type Lead, type LeadWithBusiness } from '@ledgerlink/shared-schema';
import type { BookingDoc, BusinessDoc, QuestionnaireDoc, LeadDoc } from '../db/documents';
import { toApi } from '../db/to-api';

export const presentLead = (doc: LeadDoc): Lead => leadSchema.parse(toApi(doc));

export function presentLeadWithBusiness(
  doc: LeadDoc,
  business: BusinessDoc | undefined,
  customer: QuestionnaireDoc | undefined,
  booking?: BookingDoc | undefined,
): LeadWithBusiness {
  return leadWithBusinessSchema.parse({
    ...toApi(doc),
    business: business ? toApi(business) : null,
    customer: customer ? leadCustomerSchema.parse(customer) : null,
    booking: booking ? leadBookingSchema.parse(toApi(booking)) : null,
  });
}
