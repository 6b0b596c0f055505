import { z } from 'zod';
import {
  bookkeeperSchema,
  businessSchema,
  citySchema,
  contactDetailsSchema,
  countrySchema,
  leadSchema,
  leadWithBusinessSchema,
  metricsSchema,
  publicBookkeeperSchema,
  requestLogEntrySchema,
  reviewSchema,
  serviceSchema,
  systemHealthSchema,
  uploadProgressSchema,
  userSchema,
} from './entities';
import { commaList, emailAddress, isSiteImagePath, optionalText, optionalWebUrl, optionalWholeNumber, plainText, requiredText } from './fields';
import { LEAD_STATUSES } from './lead-status';
import { MAX_PAGE_SIZE, MARKETPLACE_PAGE_SIZE, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants';
import {
  ACCOUNTING_SOFTWARE,
  AGE_RANGES,
  ANNUAL_TURNOVERS,
  BUDGETS,
  BUSINESS_ADDITIONAL_SERVICES,
  BUSINESS_PRIMARY_SERVICES,
  BUSINESS_TYPES,
  CLIENT_TYPES,
  FIRM_SIZES,
  INDUSTRIES,
  NEEDS_TYPES,
  NOT_SPECIFIED,
  PERSONAL_ADDITIONAL_SERVICES,
  PERSONAL_PRIMARY_SERVICES,
  PROVIDER_SERVICES,
  PROVIDER_TYPES,
  SERVICE_AREAS,
  TARGET_BUSINESS_SIZES,
  TIMELINES,
} from './options';
import { MESSAGES } from './validation-messages';

/** Requests and responses of spec §7. Request bodies are strict: an unknown field is a 400, never stored. */

// ---- query strings ----

const queryText = (max = 100) => z.string('must be given once').pipe(plainText(max)).optional();
const queryPage = z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more').default(1);

export const bookkeepersQuerySchema = z.object({
  providerType: z
    .enum([...PROVIDER_TYPES, 'all'], 'must be individual, firm or all')
    .optional()
    .transform((type) => (type === 'all' ? undefined : type)),
  /** A city if one is chosen, else a country (spec §7). */
  location: queryText(),
  services: z
    .string('must be given once')
    .max(500)
    .optional()
    .transform((text) => (text ?? '').split(',').map((service) => service.trim()).filter(Boolean)),
  search: queryText(),
  page: queryPage,
  limit: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(MARKETPLACE_PAGE_SIZE),
});
export type BookkeepersQuery = z.output<typeof bookkeepersQuerySchema>;

export const catalogueQuerySchema = z.object({
  since: z.string('must be given once').min(1).max(200).optional(),
  limit: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be at most 1000').default(500),
});

// ---- headers ----

/** The `Idempotency-Key` of a replayable write: the client's UUID for the outbox item (ARCHITECTURE §2). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits, dashes or underscores');

// ---- request bodies ----

const serviceList = z
  .array(z.string('each service must be text').pipe(plainText(100).min(1)), MESSAGES.selectService)
  .min(1, MESSAGES.selectService)
  .max(30, 'at most 30 services');

export const businessRegisterRequestSchema = z.strictObject({
  companyName: requiredText('Company name'),
  industry: z.enum(INDUSTRIES, MESSAGES.selectIndustry),
  contactName: requiredText('Contact name'),
  email: emailAddress(),
  phone: requiredText('Phone', 40),
  location: requiredText('Location'),
  services: serviceList,
  otherServices: optionalText(500),
  budget: z.enum(BUDGETS, MESSAGES.selectBudget),
  timeline: z.enum(TIMELINES, MESSAGES.selectTimeline),
  notes: optionalText(5000),
  description: optionalText(5000),
  /** `request` (the business form) is matched with 1-3 providers; `hire` waits for its booking. */
  purpose: z.enum(['request', 'hire']).default('request'),
});
export type BusinessRegisterRequest = z.input<typeof businessRegisterRequestSchema>;

export const usernameSchema = z
  .string(MESSAGES.usernameTooShort)
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_]+$/, MESSAGES.usernameCharacters)
  .transform((username) => username.toLowerCase());

export const bookkeeperRegisterRequestSchema = z
  .strictObject({
    username: usernameSchema,
    providerType: z.enum(PROVIDER_TYPES, 'Please choose individual or firm'),
    fullName: requiredText('Full name'),
    businessName: optionalText(200),
    email: emailAddress(),
    phone: requiredText('Phone', 40),
    location: requiredText('Location'),
    city: optionalText(100),
    country: optionalText(100),
    services: z.array(z.enum(PROVIDER_SERVICES, 'Unknown service'), MESSAGES.selectService).min(1, MESSAGES.selectService),
    serviceArea: z.enum(SERVICE_AREAS, 'Please choose a service area'),
    certifications: z.array(plainText(100).min(1)).max(20).default([]),
    otherCertifications: optionalText(500),
    businessSize: z.array(z.enum(TARGET_BUSINESS_SIZES, 'Unknown business size'), MESSAGES.selectBusinessSize).min(1, MESSAGES.selectBusinessSize),
    experience: optionalText(2000),
    bio: optionalText(5000),
    yearsOfExperience: optionalWholeNumber(80),
    specializations: commaList(),
    firmSize: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(FIRM_SIZES).optional()),
    foundedYear: optionalWholeNumber(3000),
    teamMembers: optionalWholeNumber(100_000),
    hourlyRate: optionalWholeNumber(10_000),
    monthlyStartingPrice: optionalWholeNumber(1_000_000),
    profileImageUrl: optionalText(500).refine((path) => path === undefined || isSiteImagePath(path), 'profileImageUrl must be an image uploaded to this site'),
    portfolioUrl: optionalWebUrl('Portfolio link'),
    linkedinUrl: optionalWebUrl('LinkedIn link'),
    website: optionalWebUrl('Website', ['https:', 'http:']),
  })
  .superRefine((provider, ctx) => {
    if (provider.providerType === 'firm' && !provider.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: MESSAGES.firmNameRequired });
    }
  });
export type BookkeeperRegisterRequest = z.input<typeof bookkeeperRegisterRequestSchema>;

export const bookingCreateRequestSchema = z.strictObject({
  bookkeeperId: requiredText('bookkeeperId', 64),
  businessId: requiredText('businessId', 64),
  serviceType: plainText(200).default('Bookkeeping').transform((type) => type || 'Bookkeeping'),
  startDate: z
    .string(MESSAGES.startDateRequired)
    .min(1, MESSAGES.startDateRequired)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'Start date must be a date')
    .transform((text) => new Date(text).toISOString()),
  estimatedHours: z.number('Estimated hours must be a whole number').int('Estimated hours must be a whole number').min(0).max(10_000).nullable().default(null),
  description: plainText(5000).default('Booking request').transform((text) => text || 'Booking request'),
  clientNotes: optionalText(5000),
});
export type BookingCreateRequest = z.input<typeof bookingCreateRequestSchema>;

const choice = <T extends readonly string[]>(options: T, label: string) =>
  z.union([z.enum(options), z.literal(NOT_SPECIFIED), z.literal('')], `${label}: please choose one of the options`).default('');

export const customerOnboardingRequestSchema = z
  .strictObject({
    needsType: z.enum(NEEDS_TYPES, 'Please choose business or personal'),
    primaryServices: z.array(plainText(100).min(1)).min(1, MESSAGES.selectService).max(20),
    additionalServices: z.array(plainText(100).min(1)).max(20).default([]),
    clientType: z.enum(CLIENT_TYPES, 'Please choose what describes you best'),
    businessType: choice(BUSINESS_TYPES, 'Business type'),
    annualTurnover: choice(ANNUAL_TURNOVERS, 'Annual turnover'),
    industry: plainText(200).default(''),
    accountingSoftware: choice(ACCOUNTING_SOFTWARE, 'Accounting software'),
    additionalInfo: plainText(10_000).default(''),
    age: z.enum(AGE_RANGES, 'Please choose an age range'),
    email: emailAddress(),
    postcode: plainText(20).default(''),
    mobileNumber: requiredText('Mobile number', 40),
    emailUpdates: z.boolean().default(false),
    preferredProviderSlug: optionalText(200),
  })
  .superRefine((answers, ctx) => {
    const personal = answers.needsType === 'personal';
    const primary: readonly string[] = personal ? PERSONAL_PRIMARY_SERVICES : BUSINESS_PRIMARY_SERVICES;
    const additional: readonly string[] = personal ? PERSONAL_ADDITIONAL_SERVICES : BUSINESS_ADDITIONAL_SERVICES;
    answers.primaryServices.forEach((service, index) => {
      if (!primary.includes(service)) ctx.addIssue({ code: 'custom', path: ['primaryServices', index], message: `"${service}" is not a ${answers.needsType} service` });
    });
    answers.additionalServices.forEach((service, index) => {
      if (!additional.includes(service)) ctx.addIssue({ code: 'custom', path: ['additionalServices', index], message: `"${service}" is not a ${answers.needsType} service` });
    });
    if (personal) return;
    for (const field of ['businessType', 'annualTurnover', 'industry', 'accountingSoftware'] as const) {
      if (!answers[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Please answer or skip this question' });
    }
  });
export type CustomerOnboardingRequest = z.input<typeof customerOnboardingRequestSchema>;

/** Get Contact on a profile: the visitor's email unlocks the provider's details and becomes a lead. */
export const contactRequestSchema = z.strictObject({ email: emailAddress() });
export const contactResponseSchema = z.object({ success: z.literal(true), contact: contactDetailsSchema });

export const leadUpdateRequestSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, 'status must be new, contacted, won, lost or passed'),
  /** The status the client saw when it made the change (compare-and-set). */
  from: z.enum(LEAD_STATUSES).optional(),
});
export type LeadUpdateRequest = z.infer<typeof leadUpdateRequestSchema>;

// ---- responses ----

export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });

export const bookkeepersResponseSchema = z.object({ bookkeepers: z.array(publicBookkeeperSchema), pagination: paginationSchema });
export type BookkeepersResponse = z.infer<typeof bookkeepersResponseSchema>;

export const bookkeeperProfileResponseSchema = z.object({ bookkeeper: publicBookkeeperSchema, reviews: z.array(reviewSchema) });
export type BookkeeperProfileResponse = z.infer<typeof bookkeeperProfileResponseSchema>;

export const countriesResponseSchema = z.object({ success: z.literal(true), countries: z.array(countrySchema) });
export const citiesResponseSchema = z.object({ success: z.literal(true), cities: z.array(citySchema) });
export const servicesResponseSchema = z.object({ success: z.literal(true), services: z.array(serviceSchema) });
export const bookingCreateResponseSchema = z.object({ success: z.literal(true), message: z.string(), bookingId: z.string() });

export const businessRegisterResponseSchema = z.object({ success: z.literal(true), message: z.string(), businessId: z.string() });
export const bookkeeperRegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookkeeper: z.object({ id: z.string(), username: z.string(), slug: z.string() }),
});
/** Live username check on the registration form: pending and rejected providers hold their names too. */
export const usernameAvailabilityResponseSchema = z.object({ username: z.string(), available: z.boolean() });
export const leadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadWithBusinessSchema) });
export const leadResponseSchema = z.object({ success: z.literal(true), lead: leadSchema });

export const catalogueSettingsSchema = z.object({
  countries: z.array(countrySchema),
  cities: z.array(citySchema),
  services: z.array(serviceSchema),
});
export const catalogueResponseSchema = z.object({
  providers: z.array(publicBookkeeperSchema),
  tombstones: z.array(z.object({ id: z.string(), deletedAt: z.string() })),
  settings: catalogueSettingsSchema.optional(),
  checkpoint: z.string(),
  hasMore: z.boolean(),
  reset: z.boolean(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Fields an admin edit may change; here so that both sides agree on what is editable. */
export const providerEditableFields = bookkeeperSchema.omit({ id: true, createdAt: true, updatedAt: true, slug: true });
export const businessEditableFields = businessSchema.omit({ id: true, createdAt: true });

// ---- admin (the admin issue builds the endpoints; the shapes are agreed here) ----

export const loginRequestSchema = z.strictObject({
  username: requiredText('Username', 100),
  password: z.string(MESSAGES.required('Password')).min(1, MESSAGES.required('Password')).max(200),
});
export const loginResponseSchema = z.object({ success: z.boolean(), user: userSchema.optional(), message: z.string() });

export const rejectProviderRequestSchema = z.strictObject({ reason: requiredText('Reason', 1000) });

/** Admin edit dialogs: every field optional; hourlyRate parsed as an integer, 0 if empty or invalid (spec §5). */
export const providerPatchRequestSchema = providerEditableFields
  .omit({ totalReviews: true, averageRating: true, totalBookings: true, username: true })
  .extend({
    hourlyRate: z.preprocess((value) => {
      const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
      return Number.isFinite(parsed) && parsed >= 0 ? Math.trunc(parsed) : 0;
    }, z.number().int()),
  })
  .partial()
  .strict();
export const businessPatchRequestSchema = businessEditableFields.partial().strict();

export const healthResponseSchema = z.object({ success: z.literal(true), health: systemHealthSchema });
export const metricsResponseSchema = z.object({ success: z.literal(true), metrics: metricsSchema });
export const logsResponseSchema = z.object({ success: z.literal(true), logs: z.array(requestLogEntrySchema) });
export const uploadProgressResponseSchema = uploadProgressSchema;
export const adminProvidersResponseSchema = z.object({ success: z.literal(true), providers: z.array(bookkeeperSchema) });
export const adminBusinessesResponseSchema = z.object({ success: z.literal(true), businesses: z.array(businessSchema) });
export const adminLeadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadWithBusinessSchema) });
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
