import { z } from 'zod';
import {
  BUSINESS_ADDITIONAL_SERVICES,
  BUSINESS_PRIMARY_SERVICES,
  customerOnboardingRequestSchema,
  type CustomerOnboardingRequest,
  type NeedsType,
  PERSONAL_ADDITIONAL_SERVICES,
  PERSONAL_PRIMARY_SERVICES,
} from '@ledgerlink/shared-schema';

/**
 * The questionnaire's answers while the customer is still filling it in: every text field starts
 * empty (spec §3), choices are '' until made. Derived from the shared request schema so the draft
 * can only ever hold values the server would accept, only less complete.
 */
const request = customerOnboardingRequestSchema.shape;

export const questionnaireAnswersSchema = z.object({
  needsType: request.needsType.or(z.literal('')),
  primaryServices: z.array(z.string().max(100)).max(20),
  additionalServices: z.array(z.string().max(100)).max(20),
  clientType: request.clientType.or(z.literal('')),
  businessType: request.businessType,
  annualTurnover: request.annualTurnover,
  industry: z.string().max(200),
  accountingSoftware: request.accountingSoftware,
  additionalInfo: z.string().max(10_000),
  age: request.age.or(z.literal('')),
  // Defaults: a draft saved before the location step existed still reads, with the step unanswered.
  country: z.string().max(100).default(''),
  city: z.string().max(100).default(''),
  postcode: z.string().max(20).default(''),
  email: z.string().max(254),
  mobileNumber: z.string().max(40),
  emailUpdates: z.boolean(),
});
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;

export const emptyAnswers = (): QuestionnaireAnswers => ({
  needsType: '',
  primaryServices: [],
  additionalServices: [],
  clientType: '',
  businessType: '',
  annualTurnover: '',
  industry: '',
  accountingSoftware: '',
  additionalInfo: '',
  age: '',
  country: '',
  city: '',
  postcode: '',
  email: '',
  mobileNumber: '',
  emailUpdates: false,
});

export function primaryServicesFor(needsType: NeedsType | ''): readonly string[] {
  if (needsType === 'personal') return PERSONAL_PRIMARY_SERVICES;
  if (needsType === 'business') return BUSINESS_PRIMARY_SERVICES;
  return [];
}

export function additionalServicesFor(needsType: NeedsType | ''): readonly string[] {
  if (needsType === 'personal') return PERSONAL_ADDITIONAL_SERVICES;
  if (needsType === 'business') return BUSINESS_ADDITIONAL_SERVICES;
  return [];
}

/** Sets the needs type and drops service selections that do not belong to its lists. */
export function withNeedsType(answers: QuestionnaireAnswers, needsType: NeedsType): QuestionnaireAnswers {
  const primary = primaryServicesFor(needsType);
  const additional = additionalServicesFor(needsType);
  return {
    ...answers,
    needsType,
    primaryServices: answers.primaryServices.filter((service) => primary.includes(service)),
    additionalServices: answers.additionalServices.filter((service) => additional.includes(service)),
  };
}

/** Adds the option if absent, removes it if present, keeping the list's order stable. */
export function toggleOption(selected: readonly string[], option: string): string[] {
  return selected.includes(option) ? selected.filter((item) => item !== option) : [...selected, option];
}

/**
 * The POST body. A personal customer never sees the business steps, so whatever those fields hold
 * from an earlier business attempt is not sent.
 */
export function toOnboardingRequest(answers: QuestionnaireAnswers, preferredProviderSlug?: string): CustomerOnboardingRequest | null {
  const { needsType, clientType, age } = answers;
  // The step rules guarantee these; the guard keeps the types honest.
  if (needsType === '' || clientType === '' || age === '') return null;
  const personal = needsType === 'personal';
  return {
    needsType,
    primaryServices: answers.primaryServices,
    additionalServices: answers.additionalServices,
    clientType,
    businessType: personal ? '' : answers.businessType,
    annualTurnover: personal ? '' : answers.annualTurnover,
    industry: personal ? '' : answers.industry.trim(),
    accountingSoftware: personal ? '' : answers.accountingSoftware,
    additionalInfo: answers.additionalInfo.trim(),
    age,
    country: answers.country,
    ...(answers.city.trim() ? { city: answers.city.trim() } : {}),
    postcode: answers.postcode.trim(),
    email: answers.email.trim(),
    mobileNumber: answers.mobileNumber.trim(),
    emailUpdates: answers.emailUpdates,
    ...(preferredProviderSlug ? { preferredProviderSlug } : {}),
  };
}

/** A queued request back into answers (an edit reopened from the outbox); null when it does not read as one. */
export function answersOf(payload: unknown): QuestionnaireAnswers | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const merged = { ...emptyAnswers(), ...(payload as Record<string, unknown>) };
  const parsed = questionnaireAnswersSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}
