import type { BookingSubmission } from './bookings';
import type { BusinessSubmission, QuestionnaireSubmission } from './customer-requests';
import type { ProviderRegistration } from './provider-registration';
import type { ReviewContent } from './reviews';
import type { Submission } from './submission-screen';

/**
 * Each public write as the spam rules see it (submission-screen.ts), in one place: whose it is, what
 * makes two of them the same request (`content`: its free text and choices, normalised and hashed by
 * shared-schema's `canonicalContent`), which free text may carry only so many links, and the line the
 * admin's Held list shows. A new public write adds its entry here.
 */

type WithHoneypot<T> = T & { homepage?: string | undefined };

export function questionnaireSubmission({ homepage, ...input }: WithHoneypot<QuestionnaireSubmission>): Submission {
  return {
    kind: 'questionnaire',
    email: input.email,
    summary: [input.needsType, ...input.primaryServices].join(', '),
    content: {
      needsType: input.needsType,
      primaryServices: input.primaryServices,
      additionalServices: input.additionalServices,
      clientType: input.clientType,
      businessType: input.businessType,
      annualTurnover: input.annualTurnover,
      industry: input.industry,
      accountingSoftware: input.accountingSoftware,
      additionalInfo: input.additionalInfo,
      age: input.age,
      country: input.country,
      city: input.city,
      postcode: input.postcode,
      mobileNumber: input.mobileNumber,
      preferredProviderSlug: input.preferredProviderSlug,
    },
    freeText: { additionalInfo: input.additionalInfo, industry: input.industry },
    homepage,
  };
}

export function businessSubmission({ homepage, ...input }: WithHoneypot<BusinessSubmission>): Submission {
  return {
    kind: 'business',
    email: input.email,
    name: input.contactName,
    summary: `${input.purpose === 'hire' ? 'Hire' : 'Request'} from ${input.companyName}: ${input.services.join(', ')}`,
    content: {
      purpose: input.purpose,
      companyName: input.companyName,
      industry: input.industry,
      contactName: input.contactName,
      phone: input.phone,
      location: input.location,
      services: input.services,
      otherServices: input.otherServices,
      budget: input.budget,
      timeline: input.timeline,
      notes: input.notes,
      businessSize: input.businessSize,
      description: input.description,
    },
    freeText: { notes: input.notes, description: input.description, otherServices: input.otherServices },
    homepage,
  };
}

/** A booking is its business's: the email and name are the business's (step 1 of the hire). */
export function bookingSubmission(
  { homepage, ...input }: WithHoneypot<BookingSubmission>,
  business: { email: string; contactName?: string | undefined },
  providerName: string,
): Submission {
  return {
    kind: 'booking',
    email: business.email,
    name: business.contactName,
    summary: `Booking of ${providerName} from ${input.startDate.slice(0, 10)}`,
    content: {
      bookkeeperId: input.bookkeeperId,
      businessId: input.businessId,
      serviceType: input.serviceType,
      startDate: input.startDate,
      estimatedHours: input.estimatedHours,
      description: input.description,
      clientNotes: input.clientNotes,
    },
    freeText: { description: input.description, clientNotes: input.clientNotes },
    homepage,
  };
}

export function contactSubmission(providerId: string, providerName: string, { homepage, email }: { email: string; homepage?: string | undefined }): Submission {
  return { kind: 'contact', email, summary: `Contact details of ${providerName}`, content: { providerId }, freeText: {}, homepage };
}

export function providerSubmission({ homepage, ...input }: WithHoneypot<ProviderRegistration>): Submission {
  return {
    kind: 'provider',
    email: input.email,
    name: input.fullName,
    summary: `@${input.username}: ${input.services.join(', ')}`,
    content: {
      username: input.username,
      providerType: input.providerType,
      fullName: input.fullName,
      businessName: input.businessName,
      phone: input.phone,
      city: input.city,
      country: input.country,
      services: input.services,
      certifications: input.certifications,
      otherCertifications: input.otherCertifications,
      experience: input.experience,
      bio: input.bio,
      website: input.website,
    },
    freeText: { bio: input.bio, experience: input.experience, otherCertifications: input.otherCertifications },
    homepage,
  };
}

/**
 * A review comes through a one-time link, so it is never a duplicate and its sender's other writes
 * do not limit it: only its own content (the honeypot, links in its text) can hold it.
 */
export function reviewSubmission(
  { homepage, rating, title, comment }: WithHoneypot<ReviewContent>,
  customer: { email: string; name?: string | undefined },
  providerName: string,
): Submission {
  return {
    kind: 'review',
    email: customer.email,
    name: customer.name,
    summary: `${rating}-star review of ${providerName}: ${title}`,
    content: { rating, title, comment },
    freeText: { title, comment },
    homepage,
  };
}
