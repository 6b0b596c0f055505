import { z } from 'zod';
import { emailAddress, entityId, isoDateTime, keepStoredOptionalText, phoneNumber, keepStoredText, keepStoredTextList, optionalText, plainText, requiredName, requiredText } from '../fields';
import { BUDGETS, HIRE_BUSINESS_SIZES, INDUSTRIES, TIMELINES } from '../options';
import { MESSAGES } from '../validation-messages';

/** The service names a business asks for (business request and hire forms): free text, at least one. */
const requestedServices = z
  .array(z.string('each service must be text').pipe(plainText(100).min(1)), MESSAGES.selectService)
  .min(1, MESSAGES.selectService)
  .max(30, 'at most 30 services');

/**
 * A business: who asks for help (business request form, step 1 of the hire flow). Each field is the
 * rule its request is held to; `.catch` lets a document an older version stored still be read (see
 * "reading stored data" in fields.ts).
 */
export const businessSchema = z.object({
  id: entityId,
  companyName: requiredName('Company name').catch(keepStoredText),
  industry: z.enum(INDUSTRIES, MESSAGES.selectIndustry),
  contactName: requiredName('Contact name').catch(keepStoredText),
  email: emailAddress().catch(keepStoredText),
  phone: phoneNumber().catch(keepStoredText),
  location: requiredText('Location').catch(keepStoredText),
  services: requestedServices.catch(keepStoredTextList),
  otherServices: optionalText(500).catch(keepStoredOptionalText),
  budget: z.enum(BUDGETS, MESSAGES.selectBudget),
  timeline: z.enum(TIMELINES, MESSAGES.selectTimeline),
  /** Free notes (the business request form). */
  notes: optionalText(5000).catch(keepStoredOptionalText),
  /** How big the business is (the hire form), shown to the provider it hires. */
  businessSize: z.enum(HIRE_BUSINESS_SIZES, 'Please choose a business size').optional().catch(undefined),
  description: optionalText(5000).catch(keepStoredOptionalText),
  createdAt: isoDateTime,
});
export type Business = z.infer<typeof businessSchema>;
