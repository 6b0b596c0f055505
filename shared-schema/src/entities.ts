import { z } from 'zod';
import { entityId, isoDateTime, storedSiteImagePath, storedWebUrl } from './fields';
import { LEAD_SOURCES, LEAD_STATUSES } from './lead-status';
import {
  BOOKING_STATUSES,
  BUDGETS,
  FIRM_SIZES,
  HEALTH_STATES,
  INDUSTRIES,
  NEEDS_TYPES,
  ONBOARDING_STATUSES,
  PROVIDER_TYPES,
  SERVICE_AREAS,
  TIMELINES,
  UPLOAD_STATUSES,
} from './options';

/** The entities of spec §3 as the API sends them: `id` strings, ISO date strings, no secrets. */

export const countrySchema = z.object({
  id: entityId,
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  id: entityId,
  name: z.string(),
  countryId: entityId,
  /** The country's name, shown next to the city in lists. */
  country: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type City = z.infer<typeof citySchema>;

export const serviceSchema = z.object({
  id: entityId,
  name: z.string(),
  description: z.string().optional(),
  category: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type Service = z.infer<typeof serviceSchema>;

export const userSchema = z.object({ id: entityId, username: z.string() });
export type User = z.infer<typeof userSchema>;

export const businessSchema = z.object({
  id: entityId,
  companyName: z.string(),
  industry: z.enum(INDUSTRIES),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  services: z.array(z.string()),
  otherServices: z.string().optional(),
  budget: z.enum(BUDGETS),
  timeline: z.enum(TIMELINES),
  /** Free notes; the hire form stores the business-size choice here. */
  notes: z.string().optional(),
  description: z.string().optional(),
  createdAt: isoDateTime,
});
export type Business = z.infer<typeof businessSchema>;

export const bookkeeperSchema = z.object({
  id: entityId,
  username: z.string(),
  slug: z.string(),
  providerType: z.enum(PROVIDER_TYPES),
  fullName: z.string(),
  businessName: z.string().optional(),
  email: z.string(),
  phone: z.string(),
  /** Display location, may hold "city, region". */
  location: z.string(),
  city: z.string().optional(),
  country: z.string().optional(),
  services: z.array(z.string()),
  serviceArea: z.enum(SERVICE_AREAS),
  certifications: z.array(z.string()),
  otherCertifications: z.string().optional(),
  businessSize: z.array(z.string()),
  experience: z.string().optional(),
  bio: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  primaryIndustry: z.string().optional(),
  domain: z.string().optional(),
  businessType: z.string().optional(),
  pageDescription: z.string().optional(),
  yearsOfExperience: z.number().optional(),
  specializations: z.array(z.string()),
  firmSize: z.enum(FIRM_SIZES).optional(),
  foundedYear: z.number().optional(),
  teamMembers: z.number().optional(),
  hourlyRate: z.number().int().optional(),
  monthlyStartingPrice: z.number().optional(),
  isApproved: z.boolean(),
  isAvailable: z.boolean(),
  isActive: z.boolean(),
  profileImageUrl: storedSiteImagePath(),
  portfolioUrl: storedWebUrl(),
  linkedinUrl: storedWebUrl(),
  website: storedWebUrl(['https:', 'http:']),
  totalReviews: z.number(),
  /** 0-50; shown as value / 10 with one decimal. */
  averageRating: z.number(),
  totalBookings: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Bookkeeper = z.infer<typeof bookkeeperSchema>;

/** A profile as anyone may see it: contact details stay hidden until a visitor unlocks them. */
export const publicBookkeeperSchema = bookkeeperSchema.omit({ email: true, phone: true });
export type PublicBookkeeper = z.infer<typeof publicBookkeeperSchema>;

export const contactDetailsSchema = bookkeeperSchema.pick({ email: true, phone: true, website: true, linkedinUrl: true });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const leadSchema = z.object({
  id: entityId,
  /** The request behind the lead: a business (request form or hire flow) or a questionnaire. */
  businessId: entityId.optional(),
  onboardingId: entityId.optional(),
  /** A profile contact: the visitor's email is the whole request. */
  contactEmail: z.string().optional(),
  bookkeeperId: entityId,
  status: z.enum(LEAD_STATUSES),
  /** Where the lead came from: a booking, a business request, the questionnaire or a profile contact. */
  source: z.enum(LEAD_SOURCES),
  matchScore: z.number().min(0).max(100),
  matchBreakdown: z.record(z.string(), z.number()).optional(),
  notifiedAt: isoDateTime.optional(),
  respondedAt: isoDateTime.optional(),
  notes: z.string().optional(),
  createdAt: isoDateTime,
});
export type Lead = z.infer<typeof leadSchema>;

/** What a provider sees of a questionnaire customer: what they need and how to reach them. */
export const leadCustomerSchema = z.object({
  needsType: z.enum(NEEDS_TYPES),
  primaryServices: z.array(z.string()),
  additionalServices: z.array(z.string()),
  clientType: z.string(),
  businessType: z.string(),
  annualTurnover: z.string(),
  industry: z.string(),
  accountingSoftware: z.string(),
  additionalInfo: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
});
export type LeadCustomer = z.infer<typeof leadCustomerSchema>;

/** A dashboard row: the lead with its business or questionnaire customer (null if deleted or not that kind). */
export const leadWithBusinessSchema = leadSchema.extend({ business: businessSchema.nullable(), customer: leadCustomerSchema.nullable() });
export type LeadWithBusiness = z.infer<typeof leadWithBusinessSchema>;

export const bookingSchema = z.object({
  id: entityId,
  businessId: entityId,
  bookkeeperId: entityId,
  status: z.enum(BOOKING_STATUSES),
  serviceType: z.string(),
  startDate: isoDateTime,
  endDate: isoDateTime.optional(),
  hourlyRate: z.number().optional(),
  monthlyRate: z.number().optional(),
  estimatedHours: z.number().int().nullable(),
  totalAmount: z.number().optional(),
  description: z.string(),
  clientNotes: z.string().optional(),
  bookkeeperNotes: z.string().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingSchema>;

export const REVIEW_RATINGS = ['1', '2', '3', '4', '5'] as const;

export const reviewSchema = z.object({
  id: entityId,
  bookingId: entityId.optional(),
  businessId: entityId.optional(),
  bookkeeperId: entityId,
  /** "1" to "5" as a string (spec §3). */
  rating: z.enum(REVIEW_RATINGS),
  title: z.string().optional(),
  comment: z.string(),
  reviewerName: z.string().optional(),
  wouldRecommend: z.boolean().optional(),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const customerOnboardingSchema = z.object({
  id: entityId,
  needsType: z.enum(NEEDS_TYPES),
  primaryServices: z.array(z.string()),
  additionalServices: z.array(z.string()),
  clientType: z.string(),
  businessType: z.string(),
  annualTurnover: z.string(),
  industry: z.string(),
  accountingSoftware: z.string(),
  additionalInfo: z.string(),
  age: z.string(),
  email: z.string(),
  postcode: z.string(),
  mobileNumber: z.string(),
  emailUpdates: z.boolean(),
  /** The provider the customer started from (`/find-accountant/{slug}`), preferred by matching. */
  preferredProviderSlug: z.string().optional(),
  status: z.enum(ONBOARDING_STATUSES),
  unmatchedReason: z.string().optional(),
  createdAt: isoDateTime,
  matchedAt: isoDateTime.optional(),
});
export type CustomerOnboarding = z.infer<typeof customerOnboardingSchema>;

export const uploadProgressSchema = z.object({
  uploadId: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.number().int(),
  currentItem: z.string(),
  errorMessages: z.array(z.string()),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

export const systemHealthSchema = z.object({
  overall: z.enum(HEALTH_STATES),
  uptime: z.number(),
  memory: z.object({ used: z.number(), total: z.number(), percentage: z.number() }),
  services: z.array(
    z.object({
      service: z.string(),
      status: z.enum(HEALTH_STATES),
      lastChecked: isoDateTime,
      responseTime: z.number().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const metricsSchema = z.object({
  performance: z.object({
    averageResponseTime: z.number(),
    slowRequests: z.number(),
    totalRequests: z.number(),
    errorRate: z.number(),
    topEndpoints: z.array(z.object({ endpoint: z.string(), count: z.number() })),
  }),
  cache: z.object({ totalEntries: z.number(), validEntries: z.number(), expiredEntries: z.number(), hitRate: z.number() }),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const requestLogEntrySchema = z.object({
  method: z.string(),
  url: z.string(),
  statusCode: z.number().int(),
  duration: z.number(),
  timestamp: isoDateTime,
});
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;
