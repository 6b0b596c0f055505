import {
  bookingCreateRequestSchema,
  businessRegisterRequestSchema,
  HIRE_BUSINESS_SIZES,
  isStartDateBefore,
  MESSAGES,
  START_DATE_IN_PAST,
  type BookingCreateRequest,
  type BusinessRegisterRequest,
} from '@ledgerlink/shared-schema';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { localDateInputValue } from '../../lib/date';

/**
 * The hire page's two forms as one schema, derived from the two request schemas the server checks
 * (business register + booking create), so both sides apply the same rules and messages.
 */
const booking = bookingCreateRequestSchema.shape;
const business = businessRegisterRequestSchema.shape;

export const hireFormSchema = businessRegisterRequestSchema
  .pick({ companyName: true, contactName: true, email: true, phone: true, location: true, industry: true, budget: true, timeline: true, services: true })
  .extend({
    // The server's rule refuses dates past in every time zone; the form refuses any day before the
    // visitor's own today, as its calendar does.
    startDate: z
      .string(MESSAGES.startDateRequired)
      .refine((text) => !isStartDateBefore(text, localDateInputValue()), START_DATE_IN_PAST)
      .pipe(booking.startDate),
    // A text box: empty means "not given" (null), anything else must be a whole number (spec §5).
    estimatedHours: z.preprocess((value) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
      return value;
    }, booking.estimatedHours),
    /** Stored in the business `notes` (spec §3). */
    businessSize: z.enum(HIRE_BUSINESS_SIZES).optional(),
    projectDescription: business.description,
    notes: booking.clientNotes,
    homepage: business.homepage,
  });

export type HireFormInput = z.input<typeof hireFormSchema>;
export type HireFormValues = z.output<typeof hireFormSchema>;

export const emptyHireForm: DefaultValues<HireFormInput> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  location: '',
  services: [],
  startDate: '',
  estimatedHours: '',
  projectDescription: '',
  notes: '',
  homepage: '',
};

/** Step 1: the business behind the booking (`purpose: 'hire'`, so it is not matched on its own). */
export function buildHireBusiness(values: HireFormValues): BusinessRegisterRequest {
  return {
    companyName: values.companyName,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    location: values.location,
    industry: values.industry,
    services: values.services,
    budget: values.budget,
    timeline: values.timeline,
    businessSize: values.businessSize,
    description: values.projectDescription,
    purpose: 'hire',
    homepage: values.homepage,
  };
}

/** Step 2: the booking; the outbox adds the business id step 1 returned when it sends it. */
export function buildHireBooking(values: HireFormValues, bookkeeperId: string): Omit<BookingCreateRequest, 'businessId'> {
  return {
    bookkeeperId,
    serviceType: values.services[0] ?? 'Bookkeeping',
    startDate: values.startDate,
    estimatedHours: values.estimatedHours,
    description: values.projectDescription || 'Booking request',
    clientNotes: values.notes,
    homepage: values.homepage,
  };
}

/** The hire as one queued write of two steps (offline/outbox/outbox-kinds.ts `hireRequestSchema`). */
export const buildHirePayload = (values: HireFormValues, bookkeeperId: string) => ({ business: buildHireBusiness(values), booking: buildHireBooking(values, bookkeeperId) });

const storedHire = z.object({
  business: businessRegisterRequestSchema.partial(),
  booking: bookingCreateRequestSchema.partial().extend({ startDate: z.string().optional() }),
});

/**
 * A queued hire back into the form (an edit reopened from the outbox). Loose on purpose: a stored
 * start date that has since passed must still come back, for the user to change.
 */
export function hireValuesOf(payload: unknown): HireFormInput | null {
  const parsed = storedHire.safeParse(payload);
  if (!parsed.success) return null;
  const { business: b, booking: k } = parsed.data;
  // A hire queued before `businessSize` existed kept the size in `notes`.
  const size = b.businessSize ?? HIRE_BUSINESS_SIZES.find((option) => option === b.notes);
  return {
    ...emptyHireForm,
    companyName: b.companyName ?? '',
    contactName: b.contactName ?? '',
    email: b.email ?? '',
    phone: b.phone ?? '',
    location: b.location ?? '',
    industry: b.industry,
    budget: b.budget,
    timeline: b.timeline,
    services: b.services ?? [],
    businessSize: size,
    startDate: typeof k.startDate === 'string' ? k.startDate.slice(0, 10) : '',
    estimatedHours: k.estimatedHours == null ? '' : String(k.estimatedHours),
    projectDescription: b.description ?? '',
    notes: k.clientNotes ?? '',
  } as HireFormInput;
}

/** The form field each request field of the two steps is shown on. */
export const HIRE_FIELD_NAMES: Readonly<Record<string, string>> = { description: 'projectDescription', clientNotes: 'notes', serviceType: 'services' };
