import { z } from 'zod';
import { emailAddress, entityId, isoDateTime, keepStoredOptionalText, phoneNumber, keepStoredText, keepStoredTextList, optionalText, plainText, requiredText } from '../fields';
import {
  ACCOUNTING_SOFTWARE,
  AGE_RANGES,
  ANNUAL_TURNOVERS,
  BUSINESS_TYPES,
  CLIENT_TYPES,
  NEEDS_TYPES,
  NOT_SPECIFIED,
  QUESTIONNAIRE_STATUSES,
} from '../options';
import { MESSAGES } from '../validation-messages';

/** A questionnaire answer with a skip link: one of the options, "Not specified" (skipped) or '' (not asked). */
const choice = <T extends readonly string[]>(options: T, label: string) =>
  z.union([z.enum(options), z.literal(NOT_SPECIFIED), z.literal('')], `${label}: please choose one of the options`).default('');

/** Service names of the questionnaire; which list applies depends on `needsType` (checked by the request). */
const serviceNames = z.array(plainText(100).min(1)).max(20);

/**
 * A guided questionnaire (spec §3, customer onboarding). Fields the request writes are the rules
 * that request is held to; `.catch` lets a document an older version stored still be read (see
 * "reading stored data" in fields.ts).
 */
export const questionnaireSchema = z.object({
  id: entityId,
  needsType: z.enum(NEEDS_TYPES, 'Please choose business or personal'),
  primaryServices: serviceNames.min(1, MESSAGES.selectService).catch(keepStoredTextList),
  additionalServices: serviceNames.default([]).catch(keepStoredTextList),
  clientType: z.enum(CLIENT_TYPES, 'Please choose what describes you best'),
  businessType: choice(BUSINESS_TYPES, 'Business type'),
  annualTurnover: choice(ANNUAL_TURNOVERS, 'Annual turnover'),
  industry: plainText(200).default('').catch(keepStoredText),
  accountingSoftware: choice(ACCOUNTING_SOFTWARE, 'Accounting software'),
  additionalInfo: plainText(10_000).default('').catch(keepStoredText),
  age: z.enum(AGE_RANGES, 'Please choose an age range'),
  email: emailAddress().catch(keepStoredText),
  /** Where the customer is: a country of the settings list (checked by the server), then a city; matching stays in that country. */
  country: requiredText('Country', 100).catch(keepStoredText),
  city: optionalText(100).catch(keepStoredOptionalText),
  postcode: plainText(20).default('').catch(keepStoredText),
  mobileNumber: phoneNumber('Mobile number').catch(keepStoredText),
  emailUpdates: z.boolean().default(false),
  /** The provider the customer started from (`/find-accountant/{slug}`), preferred by matching. */
  preferredProviderSlug: optionalText(200).catch(keepStoredOptionalText),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  unmatchedReason: z.string().optional(),
  createdAt: isoDateTime,
  matchedAt: isoDateTime.optional(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
