import { z } from 'zod';
import { bookkeeperSchema, publicBookkeeperSchema } from '../entities/bookkeeper';
import { requestFrom } from '../fields';
import { defineEndpoint } from './endpoint';
import { editOf } from './record-edit';

/**
 * A provider's own profile, edited from their dashboard with the dashboard's access (the session
 * cookie or the key, the one 401 otherwise: leads.ts). The fields are held to the registration's
 * rules, being the entity's; approval, activity, ratings, counters, identity and credentials stay
 * the admins' and the server's.
 */

/** What a provider may change on their profile, each with the registration's rule. */
export const profileEditFields = requestFrom(bookkeeperSchema).pick({
  bio: true,
  services: true,
  serviceArea: true,
  businessSize: true,
  experience: true,
  specializations: true,
  certifications: true,
  otherCertifications: true,
  hourlyRate: true,
  monthlyStartingPrice: true,
  phone: true,
  website: true,
  linkedinUrl: true,
  isAvailable: true,
});
export type ProfileEditField = keyof typeof profileEditFields.shape;

const EDITABLE = new Set<string>(Object.keys(profileEditFields.shape));

/** Any other key is refused by name, so a client learns which of its fields was not the provider's to set. */
const onlyEditableKeys = z.unknown().superRefine((input, ctx) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  for (const key of Object.keys(input)) {
    if (!EDITABLE.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `${key} cannot be changed here` });
  }
});

/**
 * `PATCH /api/bookkeeper/{id}/profile`: only the fields sent change; an optional one sent empty is
 * cleared. Certifications changed lose their verified marks until an admin checks them again.
 */
export const profileEditRequestSchema = onlyEditableKeys.pipe(editOf(profileEditFields));
export type ProfileEditRequest = Partial<z.input<typeof profileEditFields>>;
export type ProfileEdit = z.output<typeof profileEditRequestSchema>;

/** The profile as its provider sees it: the public profile plus the contact phone only they may change. */
export const ownProfileSchema = publicBookkeeperSchema.extend({ phone: bookkeeperSchema.shape.phone });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** `GET /api/bookkeeper/{id}/profile`: what the edit form starts from. */
export const ownProfileResponseSchema = z.object({ success: z.literal(true), bookkeeper: ownProfileSchema });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/** `PATCH /api/bookkeeper/{id}/profile`: the profile as it now stands. */
export const profileEditResponseSchema = ownProfileResponseSchema.extend({ message: z.string() });
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;

/** The path's provider id as the router matched it: the access check reads it (one 401 for any refusal). */
const idParams = z.object({ id: z.string() });

export const providerProfileEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/bookkeeper/:id/profile', access: 'provider', params: idParams, response: ownProfileResponseSchema }),
  /** Online only: the form says so offline and sends nothing (a queued edit could overwrite a newer one). */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/bookkeeper/:id/profile',
    access: 'provider',
    params: idParams,
    body: profileEditRequestSchema,
    response: profileEditResponseSchema,
  }),
};
