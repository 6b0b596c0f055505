/** Dates of reviews and replies, on the profile and the provider's dashboard. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "March 4, 2025" (en-US, UTC), written out rather than through Intl: the first Intl formatter loads
 * locale data in a long task on the profile's critical path.
 */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
