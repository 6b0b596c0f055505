import { z } from 'zod';
import { credentialSchema } from '../credentials';
import { responsivenessSchema } from '../responsiveness';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import {
  commaList,
  emailAddress,
  entityId,
  isoDateTime,
  keepKnownValues,
  keepStoredNumber,
  keepStoredOptionalText,
  keepStoredText,
  keepStoredTextList,
  optionalName,
  optionalText,
  optionalWholeNumber,
  phoneNumber,
  plainText,
  requiredName,
  requiredText,
  storedSiteImagePath,
  storedWebUrl,
} from '../fields';
import { FIRM_SIZES, PROVIDER_SERVICES, PROVIDER_TYPES, SERVICE_AREAS, TARGET_BUSINESS_SIZES } from '../options';
import { MESSAGES } from '../validation-messages';

/** A provider's handle (`/@username`): spec §5 rules and words, stored lowercase. */
export const usernameSchema = z
  .string(MESSAGES.usernameTooShort)
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_]+$/, MESSAGES.usernameCharacters)
  .transform((username) => username.toLowerCase());

/**
 * A provider (individual or firm) with everything the API may send. Fields a registration writes
 * are the rules that request is held to; `.catch` lets a document an older version stored still be
 * read (see "reading stored data" in fields.ts). The rest (slug, approval flags, counters, SEO texts)
 * is set by the server.
 */
export const bookkeeperSchema = z.object({
  id: entityId,
  username: usernameSchema.catch(keepStoredText),
  slug: z.string(),
  providerType: z.enum(PROVIDER_TYPES, 'Please choose individual or firm'),
  fullName: requiredName('Full name').catch(keepStoredText),
  businessName: optionalName('Business name').catch(keepStoredOptionalText),
  email: emailAddress().catch(keepStoredText),
  phone: phoneNumber().catch(keepStoredText),
  /** Display location, may hold "city, region". */
  location: requiredText('Location').catch(keepStoredText),
  city: optionalText(100).catch(keepStoredOptionalText),
  country: optionalText(100).catch(keepStoredOptionalText),
  services: z
    .array(z.enum(PROVIDER_SERVICES, 'Unknown service'), MESSAGES.selectService)
    .min(1, MESSAGES.selectService)
    .catch(keepKnownValues(PROVIDER_SERVICES)),
  serviceArea: z.enum(SERVICE_AREAS, 'Please choose a service area'),
  certifications: z.array(plainText(100).min(1)).max(20).default([]).catch(keepStoredTextList),
  otherCertifications: optionalText(500).catch(keepStoredOptionalText),
  businessSize: z
    .array(z.enum(TARGET_BUSINESS_SIZES, 'Unknown business size'), MESSAGES.selectBusinessSize)
    .min(1, MESSAGES.selectBusinessSize)
    .catch(keepKnownValues(TARGET_BUSINESS_SIZES)),
  experience: optionalText(2000).catch(keepStoredOptionalText),
  bio: optionalText(5000).catch(keepStoredOptionalText),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  primaryIndustry: z.string().optional(),
  domain: z.string().optional(),
  businessType: z.string().optional(),
  pageDescription: z.string().optional(),
  yearsOfExperience: optionalWholeNumber(80).catch(keepStoredNumber),
  specializations: commaList().catch(keepStoredTextList),
  // A select sends '' for "not chosen".
  firmSize: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(FIRM_SIZES).optional()),
  foundedYear: optionalWholeNumber(3000).catch(keepStoredNumber),
  teamMembers: optionalWholeNumber(100_000).catch(keepStoredNumber),
  hourlyRate: optionalWholeNumber(10_000).catch(keepStoredNumber),
  monthlyStartingPrice: optionalWholeNumber(1_000_000).catch(keepStoredNumber),
  isApproved: z.boolean(),
  /** false: "Not taking new clients" (no new matches, hires or contact requests); a record stored without it is available. */
  isAvailable: z.boolean('Please choose whether you are taking new clients').catch(true),
  isActive: z.boolean(),
  profileImageUrl: storedSiteImagePath(),
  portfolioUrl: storedWebUrl('Portfolio link'),
  linkedinUrl: storedWebUrl('LinkedIn link'),
  // Many small firms have no TLS: websites may be http.
  website: storedWebUrl('Website', ['https:', 'http:']),
  totalReviews: z.number(),
  /** 0-50; shown as value / 10 with one decimal. */
  averageRating: z.number(),
  totalBookings: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Bookkeeper = z.infer<typeof bookkeeperSchema>;

/**
 * A profile as anyone may see it: contact details stay hidden until a visitor unlocks them; how the
 * professional answers requests is stated once there is enough to go on (responsiveness.ts); each
 * claimed certification is a credential, dated once an admin verified it (credentials.ts). Records
 * stored offline before credentials existed read as having none.
 */
export const publicBookkeeperSchema = bookkeeperSchema
  .omit({ email: true, phone: true })
  .extend({ responsiveness: responsivenessSchema.optional(), credentials: z.array(credentialSchema).default([]) });
export type PublicBookkeeper = z.infer<typeof publicBookkeeperSchema>;

export const contactDetailsSchema = bookkeeperSchema.pick({ email: true, phone: true, website: true, linkedinUrl: true });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
