import {
  bookkeeperRegisterRequestSchema,
  formatPrice,
  PROVIDER_SERVICES,
  PROVIDER_TYPES,
  type BookkeeperRegisterRequest,
} from '@ledgerlink/shared-schema';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { sessionSummary } from '../../lib/session-summary';

/** The registration form validates with the server's own schema (spec §5 rules and messages). */
export const registrationFormSchema = bookkeeperRegisterRequestSchema;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

export const emptyRegistration: DefaultValues<RegistrationFormInput> = {
  providerType: 'individual',
  homepage: '',
  username: '',
  fullName: '',
  businessName: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  location: '',
  services: [],
  certifications: [],
  otherCertifications: '',
  businessSize: [],
  experience: '',
  bio: '',
  yearsOfExperience: '',
  specializations: '',
  firmSize: '',
  foundedYear: '',
  teamMembers: '',
  hourlyRate: '',
  monthlyStartingPrice: '',
  linkedinUrl: '',
  website: '',
};

/** "Austin, United States": the display location the server stores (spec §3). */
export const locationOf = (city: string | undefined, country: string | undefined) => [city, country].filter(Boolean).join(', ');

const INDIVIDUAL_ONLY = ['yearsOfExperience', 'experience', 'certifications', 'otherCertifications'] as const;
const FIRM_ONLY = ['firmSize', 'foundedYear', 'teamMembers'] as const;

/**
 * The request body: the validated values without the section the visitor's provider type hides
 * (a visitor who switched type must not send the other section's leftovers).
 */
export function buildRegistration(values: RegistrationFormValues): BookkeeperRegisterRequest {
  const body: Record<string, unknown> = { ...values, location: values.location || locationOf(values.city, values.country) };
  for (const field of values.providerType === 'firm' ? INDIVIDUAL_ONLY : FIRM_ONLY) delete body[field];
  if (values.providerType === 'firm') body.certifications = [];
  for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
  return body as BookkeeperRegisterRequest;
}

/** What the provider thank-you page shows (spec §3, session data). */
export const registrationSummarySchema = z.object({
  username: z.string(),
  fullName: z.string(),
  businessName: z.string().optional(),
  email: z.string(),
  phone: z.string(),
  providerType: z.enum(PROVIDER_TYPES),
  city: z.string().optional(),
  location: z.string().optional(),
  services: z.array(z.enum(PROVIDER_SERVICES)),
  hourlyRate: z.number().optional(),
  monthlyStartingPrice: z.number().optional(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const REGISTRATION_SUMMARY_KEY = 'ledgerlink:provider-registration';
export const registrationSummaryStore = sessionSummary(REGISTRATION_SUMMARY_KEY, registrationSummarySchema);

export function registrationSummaryOf(values: RegistrationFormValues, username: string): RegistrationSummary {
  return {
    username,
    fullName: values.fullName,
    businessName: values.businessName,
    email: values.email,
    phone: values.phone,
    providerType: values.providerType,
    city: values.city,
    location: values.location || locationOf(values.city, values.country),
    services: values.services,
    hourlyRate: values.hourlyRate,
    monthlyStartingPrice: values.monthlyStartingPrice,
  };
}

/** The thank-you page's starting price: hourly rate per hour, else monthly price per month (spec §2). */
export function startingPriceText(summary: Pick<RegistrationSummary, 'hourlyRate' | 'monthlyStartingPrice'>): string | undefined {
  if (summary.hourlyRate !== undefined) return `${formatPrice(summary.hourlyRate)} per hour`;
  if (summary.monthlyStartingPrice !== undefined) return `${formatPrice(summary.monthlyStartingPrice)} per month`;
  return undefined;
}
