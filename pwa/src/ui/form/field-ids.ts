/** Ids that tie a control to its label, hint and error (aria-describedby lists only what is shown). */
export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

export const fieldIds = (id: string): FieldIds => ({ inputId: id, hintId: `${id}-hint`, errorId: `${id}-error` });

export function describedBy(ids: FieldIds, shown: { hint?: unknown; error?: unknown }): string | undefined {
  const parts = [shown.hint ? ids.hintId : undefined, shown.error ? ids.errorId : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** An id safe for the DOM from a form field name (`services.0` -> `field-services-0`). */
export const idFor = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
