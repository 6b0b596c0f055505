/**
 * The fields of a form whose value differs from the record's, so an edit names only what the admin
 * changed (a text cleared to '' is sent as '': the server clears that optional field).
 */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => (before[key] ?? '') !== value)) as Partial<T>;
}
