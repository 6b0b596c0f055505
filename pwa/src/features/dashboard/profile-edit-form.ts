import { profileEditFields, type OwnProfile, type ProfileEditField, type ProfileEditRequest } from '@ledgerlink/shared-schema';
import type { z } from 'zod';

/** The edit form validates with the server's own rules, the registration's (spec §5 rules and messages). */
export const profileEditFormSchema = profileEditFields;
export type ProfileEditFormInput = z.input<typeof profileEditFormSchema>;
export type ProfileEditFormValues = z.output<typeof profileEditFormSchema>;

/** Fields only an individual's profile has (as at registration): a firm's form neither shows nor sends them. */
const INDIVIDUAL_ONLY: readonly ProfileEditField[] = ['experience', 'certifications', 'otherCertifications'];

/** The form's starting values: the profile as stored, empty inputs for what it lacks. */
export function profileFormValues(profile: OwnProfile): ProfileEditFormInput {
  return {
    bio: profile.bio ?? '',
    services: profile.services,
    serviceArea: profile.serviceArea,
    businessSize: profile.businessSize,
    experience: profile.experience ?? '',
    specializations: profile.specializations.join(', '),
    certifications: profile.certifications,
    otherCertifications: profile.otherCertifications ?? '',
    hourlyRate: profile.hourlyRate?.toString() ?? '',
    monthlyStartingPrice: profile.monthlyStartingPrice?.toString() ?? '',
    phone: profile.phone,
    website: profile.website ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    isAvailable: profile.isAvailable,
  };
}

/**
 * The PATCH body: every field the form shows, an emptied optional one as `null` (the server clears
 * it; left out, it would keep its old value), without the individual-only fields for a firm.
 */
export function profileEditBody(values: ProfileEditFormValues, providerType: OwnProfile['providerType']): ProfileEditRequest {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (providerType === 'firm' && INDIVIDUAL_ONLY.includes(field as ProfileEditField)) continue;
    body[field] = value ?? null;
  }
  return body as ProfileEditRequest;
}
