import type { FieldError } from '@ledgerlink/shared-schema';

/**
 * The server's (or the outbox's) field messages placed on a form's own fields: `path` may carry a
 * prefix (hire's `booking.startDate`) or name a request field the form calls differently
 * (`clientNotes` is the form's `notes`); the first message per field wins. Messages for fields the
 * form does not have are returned so the page can still show them.
 */
export function formFieldErrors(
  errors: readonly FieldError[],
  fields: ReadonlySet<string>,
  rename: Readonly<Record<string, string>> = {},
): { onFields: FieldError[]; elsewhere: FieldError[] } {
  const onFields: FieldError[] = [];
  const elsewhere: FieldError[] = [];
  const seen = new Set<string>();
  for (const { path, message } of errors) {
    const parts = path.split('.');
    const named = parts.find((part) => fields.has(rename[part] ?? part));
    const field = named === undefined ? undefined : (rename[named] ?? named);
    if (field === undefined) elsewhere.push({ path, message });
    else if (!seen.has(field)) {
      seen.add(field);
      onFields.push({ path: field, message });
    }
  }
  return { onFields, elsewhere };
}
