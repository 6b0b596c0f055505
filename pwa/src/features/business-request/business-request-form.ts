import { businessRegisterRequestSchema, type BusinessRegisterRequest } from '@ledgerlink/shared-schema';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** The business request form: the server's own schema minus the fields this form never shows. */
export const businessRequestFormSchema = businessRegisterRequestSchema.omit({ description: true, purpose: true });
export type BusinessRequestFormInput = z.input<typeof businessRequestFormSchema>;
export type BusinessRequestFormValues = z.output<typeof businessRequestFormSchema>;

export const emptyBusinessRequest: DefaultValues<BusinessRequestFormInput> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  location: '',
  services: [],
  otherServices: '',
  notes: '',
  homepage: '',
};

/** A business request is matched with 1-3 providers (`purpose: 'request'`). */
export const buildBusinessRequest = (values: BusinessRequestFormValues): BusinessRegisterRequest => ({ ...values, purpose: 'request' });

/** A queued request back into the form (an edit reopened from the outbox); null when it does not read as one. */
export function businessRequestValuesOf(payload: unknown): BusinessRequestFormInput | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { purpose: _purpose, description: _description, ...fields } = payload as Record<string, unknown>;
  const parsed = businessRequestFormSchema.safeParse(fields);
  return parsed.success ? { ...emptyBusinessRequest, ...parsed.data } as BusinessRequestFormInput : null;
}
