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
import type { BusinessDoc, CustomerOnboardingDoc } from '../db/documents';
import type { MatchJob } from './matching';

/** Turns each kind of request into what the matching engine reads, plus a short summary for providers. */

export function businessMatchRequest(business: BusinessDoc): MatchRequest {
  const place = placeFor(business.location);
  return {
    services: serviceTagsFor(business.services),
    personalTax: false,
    city: place.city,
    country: place.country,
    businessSize: businessSizeFor(business.notes),
    budget: budgetRange(business.budget),
  };
}

export function businessJob(business: BusinessDoc, source: MatchJob['source']): MatchJob {
  const budget = (BUDGETS as readonly string[]).includes(business.budget) ? budgetLabel(business.budget) : business.budget;
  return {
    request: businessMatchRequest(business),
    ref: { businessId: business._id },
    source,
    customerEmail: business.email,
    summary: [
      `Company: ${business.companyName} (${business.industry})`,
      `Location: ${business.location}`,
      `Services: ${business.services.join(', ')}`,
      `Budget: ${budget}; start: ${TIMELINE_LABELS[business.timeline]}`,
    ],
  };
}

export function onboardingJob(onboarding: CustomerOnboardingDoc, preferredProviderId: string | undefined): MatchJob {
  const personal = onboarding.needsType === 'personal';
  return {
    request: {
      services: serviceTagsFor(onboarding.primaryServices),
      personalTax: personal,
      businessSize: personal ? undefined : businessSizeFor(onboarding.annualTurnover),
      preferredProviderId,
    },
    ref: { onboardingId: onboarding._id },
    source: 'questionnaire',
    customerEmail: onboarding.email,
    summary: [
      personal ? 'A personal tax customer' : `A business customer${onboarding.businessType ? ` (${onboarding.businessType})` : ''}`,
      `Needs: ${[...onboarding.primaryServices, ...onboarding.additionalServices].join(', ')}`,
      ...(personal ? [] : [`Annual turnover: ${onboarding.annualTurnover || 'not given'}`]),
      ...(onboarding.additionalInfo ? [`In their words: ${onboarding.additionalInfo}`] : []),
    ],
  };
}

/** Why nobody was matched, in words an admin can act on. */
export function unmatchedReason(request: MatchRequest): string {
  const needs = request.services.length ? request.services.join(', ') : 'the requested services';
  const where = request.city ?? request.country;
  return `No approved, available professional offers ${needs}${where ? ` in or remotely for ${where}` : ''}${request.personalTax ? ' with tax services' : ''}`;
}
