import { updateProviderRequestSchema, type AdminBookkeeper } from '@ledgerlink/shared-schema';
import { changedFields } from './changed-fields';

/** The provider edit dialog's fields as the admin typed them (spec §2: Approval and Active Status are the two flags). */
export type ProviderEditForm = {
  fullName: string;
  businessName: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
  hourlyRate: string;
  isApproved: boolean;
  isActive: boolean;
};

/** The changed fields as `PATCH /api/provider/{id}` takes them: the rate a whole number, or null to clear it. */
export type ProviderEdit = Partial<Omit<ProviderEditForm, 'hourlyRate'>> & { hourlyRate?: number | null };

export type ProviderEditErrors = Partial<Record<keyof ProviderEditForm, string>>;

export const providerEditFormOf = (provider: AdminBookkeeper): ProviderEditForm => ({
  fullName: provider.fullName,
  businessName: provider.businessName ?? '',
  email: provider.email,
  phone: provider.phone,
  location: provider.location,
  bio: provider.bio ?? '',
  hourlyRate: provider.hourlyRate === undefined ? '' : String(provider.hourlyRate),
  isApproved: provider.isApproved,
  isActive: provider.isActive,
});

/**
 * What the dialog sends: the fields the admin changed (none: nothing to send), held to the API's own
 * rule for the edit, so the dialog refuses what the server would refuse, in the same words, and
 * sends nothing then. An hourly rate such as "abc" or "49.99" is refused rather than saved as some
 * other number; one cleared is sent as null, which clears it ("Contact for pricing").
 */
export function providerEditFrom(provider: AdminBookkeeper, form: ProviderEditForm): { edit: ProviderEdit } | { errors: ProviderEditErrors } {
  const changed = changedFields(providerEditFormOf(provider), form);
  if (Object.keys(changed).length === 0) return { edit: {} };
  const parsed = updateProviderRequestSchema.safeParse(changed);
  if (!parsed.success) {
    const errors: ProviderEditErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProviderEditForm | undefined;
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return { errors };
  }
  const { hourlyRate, ...rest } = changed;
  return { edit: hourlyRate === undefined ? rest : { ...rest, hourlyRate: parsed.data.hourlyRate ?? null } };
}
