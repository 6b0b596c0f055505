import { addServiceRequestSchema, PROVIDER_SERVICES, type AddServiceRequest, type ProviderService, type Service } from '@ledgerlink/shared-schema';

export interface ServiceAdditionForm {
  name: ProviderService | '';
  category: string;
  description: string;
}

export type ServiceAdditionErrors = Partial<Record<keyof ServiceAdditionForm, string>>;

/** The services a provider profile can carry that the settings lists do not hold: the ones that can be added. */
export const unlistedServices = (listed: readonly Service[]): ProviderService[] =>
  PROVIDER_SERVICES.filter((name) => !listed.some((service) => service.name === name));

/** The form held to the API's own rule, so nothing the server would refuse is sent; the first message per field. */
export function serviceAdditionFrom(form: ServiceAdditionForm): { body: AddServiceRequest } | { errors: ServiceAdditionErrors } {
  const parsed = addServiceRequestSchema.safeParse(form);
  if (parsed.success) return { body: parsed.data };
  const errors: ServiceAdditionErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ServiceAdditionForm | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { errors };
}
