import {
  budgetRange,
  BUDGETS,
  businessSizeFor,
  placeFor,
  serviceTagsFor,
  TIMELINE_LABELS,
  budgetLabel,
  type MatchRequest,
} from '@ledgerlink/shared-schema';
import type { BookingDoc, BusinessDoc, QuestionnaireDoc } from '../db/documents';
import type { MatchJob } from './matching';

/** Turns each kind of request into what the matching engine reads, plus a short summary for providers. */

export function businessMatchRequest(business: BusinessDoc): MatchRequest {
  const place = placeFor(business.location);
  return {
    services: serviceTagsFor(business.services),
    personalTax: false,
    city: place.city,
    country: place.country,
    // Hires stored before `businessSize` existed kept the size in `notes`.
    businessSize: businessSizeFor(business.businessSize ?? business.notes),
    budget: budgetRange(business.budget),
  };
}

/** A day as the customer picked it ("Mon, Dec 14, 2026"): dates are stored at midnight UTC. */
const bookingDay = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the customer wrote when hiring: the provider's lead mail carries all of it. */
function bookingLines(booking: BookingDoc, business: BusinessDoc): string[] {
  return [
    `Project: ${booking.description}`,
    `Start date: ${bookingDay(booking.startDate)}`,
    ...(booking.estimatedHours ? [`Estimated hours: ${booking.estimatedHours}`] : []),
    ...(business.businessSize ? [`Business size: ${business.businessSize}`] : []),
    ...(booking.clientNotes ? [`Notes: ${booking.clientNotes}`] : []),
  ];
}

export function businessJob(business: BusinessDoc, source: MatchJob['source'], booking?: BookingDoc): MatchJob {
  const budget = (BUDGETS as readonly string[]).includes(business.budget) ? budgetLabel(business.budget) : business.budget;
  return {
    request: businessMatchRequest(business),
    ref: { businessId: business._id },
    source,
    customerEmail: business.email,
    customerName: business.contactName,
    summary: [
      `Company: ${business.companyName} (${business.industry})`,
      `Location: ${business.location}`,
      `Services: ${business.services.join(', ')}`,
      `Budget: ${budget}; start: ${TIMELINE_LABELS[business.timeline]}`,
      ...(booking ? bookingLines(booking, business) : []),
    ],
  };
}

export function questionnaireJob(questionnaire: QuestionnaireDoc, preferredProviderId: string | undefined): MatchJob {
  const personal = questionnaire.needsType === 'personal';
  return {
    request: {
      services: serviceTagsFor(questionnaire.primaryServices),
      personalTax: personal,
      // Checked against the settings list when submitted; stored before the question existed: none, so unmatched.
      country: questionnaire.country || undefined,
      city: questionnaire.city,
      businessSize: personal ? undefined : businessSizeFor(questionnaire.annualTurnover),
      preferredProviderId,
    },
    ref: { onboardingId: questionnaire._id },
    source: 'questionnaire',
    customerEmail: questionnaire.email,
    summary: [
      personal ? 'A personal tax customer' : `A business customer${questionnaire.businessType ? ` (${questionnaire.businessType})` : ''}`,
      `Location: ${[questionnaire.city, questionnaire.country].filter(Boolean).join(', ') || 'not given'}`,
      `Needs: ${[...questionnaire.primaryServices, ...questionnaire.additionalServices].join(', ')}`,
      ...(personal ? [] : [`Annual turnover: ${questionnaire.annualTurnover || 'not given'}`]),
      ...(questionnaire.additionalInfo ? [`In their words: ${questionnaire.additionalInfo}`] : []),
    ],
  };
}

/** Why nobody was matched, in words an admin can act on. */
export function unmatchedReason(request: MatchRequest): string {
  if (!request.country) return 'The request names no country we list, so nobody can be matched: correct its location, then match again';
  const needs = request.services.length ? request.services.join(', ') : 'the requested services';
  return `No approved, available professional in ${request.country} offers ${needs}${request.personalTax ? ' with tax services' : ''}`;
}
