import { formatZodError, requestEditSchema, type CustomerRequestKind, type CustomerRequestSummary, type RequestEdit } from '@ledgerlink/shared-schema';

/** The request edit form (pure): which fields a request has, and the edit of what changed. */

export interface EditForm {
  name: string;
  email: string;
  phone: string;
  budget: string;
  timeline: string;
}

type EditField = keyof EditForm;

/** A questionnaire asked for no name, budget or timeline, so only its contact details change. */
export function editableFields(kind: CustomerRequestKind): readonly EditField[] {
  return kind === 'questionnaire' ? ['email', 'phone'] : ['name', 'email', 'phone', 'budget', 'timeline'];
}

/** The form as the request reads now. */
export const editFormOf = (request: CustomerRequestSummary): EditForm => ({
  name: request.contact.name ?? '',
  email: request.contact.email,
  phone: request.contact.phone ?? '',
  budget: request.budget ?? '',
  timeline: request.timeline ?? '',
});

export type EditOutcome = { ok: true; changes: RequestEdit } | { ok: false; errors: Record<string, string> };

/**
 * The fields that differ from the request as it reads now, held to the shared edit rules; an
 * unchanged form is refused under the key '' with the rules' own message.
 */
export function requestEditOf(request: CustomerRequestSummary, form: EditForm): EditOutcome {
  const before = editFormOf(request);
  const changed: Partial<Record<EditField, string>> = {};
  for (const field of editableFields(request.kind)) {
    const value = form[field].trim();
    if (value !== before[field]) changed[field] = value;
  }
  const parsed = requestEditSchema.safeParse(changed);
  if (parsed.success) return { ok: true, changes: parsed.data };
  return { ok: false, errors: Object.fromEntries(formatZodError(parsed.error).errors.map((error) => [error.path, error.message])) };
}
