import { z } from 'zod';
import { bookkeeperSchema, usernameSchema } from '../entities/bookkeeper';
import { requestFrom } from '../fields';
import { MESSAGES } from '../validation-messages';
import { defineEndpoint } from './endpoint';
import { honeypotShape } from '../spam';
import { LISTING_PATH, PROFILE_BY_SLUG_PATH, PROFILE_BY_USERNAME_PATH } from './page-paths';
import {
  bookkeeperByIdResponseSchema,
  bookkeeperProfileResponseSchema,
  bookkeepersQuerySchema,
  bookkeepersResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
} from './marketplace';

/** Provider registration (spec §4): online only, with a live username check. */

/** `POST /api/bookkeeper/register`: the fields a provider fills in, held to the entity's rules. */
export const bookkeeperRegisterRequestSchema = requestFrom(bookkeeperSchema)
  .pick({
    username: true,
    providerType: true,
    fullName: true,
    businessName: true,
    email: true,
    phone: true,
    location: true,
    city: true,
    country: true,
    services: true,
    serviceArea: true,
    certifications: true,
    otherCertifications: true,
    businessSize: true,
    experience: true,
    bio: true,
    yearsOfExperience: true,
    specializations: true,
    firmSize: true,
    foundedYear: true,
    teamMembers: true,
    hourlyRate: true,
    monthlyStartingPrice: true,
    profileImageUrl: true,
    portfolioUrl: true,
    linkedinUrl: true,
    website: true,
  })
  .extend(honeypotShape)
  .superRefine((provider, ctx) => {
    if (provider.providerType === 'firm' && !provider.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: MESSAGES.firmNameRequired });
    }
  });
export type BookkeeperRegisterRequest = z.input<typeof bookkeeperRegisterRequestSchema>;

/** 201: the provider is stored pending review. */
export const bookkeeperRegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookkeeper: bookkeeperSchema.pick({ id: true, username: true, slug: true }),
});
export type BookkeeperRegisterResponse = z.infer<typeof bookkeeperRegisterResponseSchema>;

/**
 * `GET /api/bookkeeper/username-available/{handle}` (the handle parsed with `usernameSchema`):
 * pending and rejected providers hold their names too, which public profiles cannot tell.
 */
export const usernameAvailabilityResponseSchema = z.object({ username: usernameSchema, available: z.boolean() });
export type UsernameAvailabilityResponse = z.infer<typeof usernameAvailabilityResponseSchema>;

// ---- the public catalogue (spec §2, §7): approved, active providers only ----

/**
 * The catalogue's public reads and Get Contact. Profile keys are any text: one that names nobody is
 * a 404, whatever its spelling, never a 400.
 */
const byKey = <K extends string>(key: K) => z.object({ [key]: z.string() } as Record<K, z.ZodString>);

export const catalogueEndpoints = {
  /** One page of the listing. */
  list: defineEndpoint({ method: 'GET', path: LISTING_PATH, access: 'public', query: bookkeepersQuerySchema, response: bookkeepersResponseSchema }),
  byUsername: defineEndpoint({ method: 'GET', path: PROFILE_BY_USERNAME_PATH, access: 'public', params: byKey('handle'), response: bookkeeperProfileResponseSchema }),
  bySlug: defineEndpoint({ method: 'GET', path: PROFILE_BY_SLUG_PATH, access: 'public', params: byKey('slug'), response: bookkeeperProfileResponseSchema }),
  byId: defineEndpoint({ method: 'GET', path: '/api/bookkeepers/:id', access: 'public', params: byKey('id'), response: bookkeeperProfileResponseSchema }),
  /** Get Contact: the visitor's email unlocks the details and becomes the provider's lead (once per Idempotency-Key). */
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/bookkeepers/:id/contact',
    access: 'public',
    idempotent: true,
    params: byKey('id'),
    body: contactRequestSchema,
    response: contactResponseSchema,
  }),
  /** Spec §7's wrapped form of `byId`. */
  wrappedById: defineEndpoint({ method: 'GET', path: '/api/bookkeeper/:id', access: 'public', params: byKey('id'), response: bookkeeperByIdResponseSchema }),
};

/**
 * The path's handle as the router matched it: the handler parses it with `usernameSchema`, whose
 * message the registration form shows as it is (a params schema would prefix the field's name).
 */
const usernameHandleParams = z.object({ handle: z.string() });

/** Provider registration's endpoints. */
export const registrationEndpoints = {
  /** Live check of a handle while the registration form is filled in. */
  usernameAvailable: defineEndpoint({
    method: 'GET',
    path: '/api/bookkeeper/username-available/:handle',
    access: 'public',
    params: usernameHandleParams,
    response: usernameAvailabilityResponseSchema,
  }),
  /** A new provider, stored pending review. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/bookkeeper/register',
    access: 'public',
    idempotent: true,
    body: bookkeeperRegisterRequestSchema,
    response: bookkeeperRegisterResponseSchema,
    status: 201,
  }),
};
