import { RATING_SCALE } from './constants';

/** Display rules of spec §9, shared so the card, profile and summary card agree. */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2026" (UTC), written out rather than through Intl, like `groupDigits`; '' for a text that is no date. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "4.7": ratings are stored 0-50. */
export const formatRating = (averageRating: number) => (averageRating / RATING_SCALE).toFixed(1);

/**
 * "12,500": en-US digit grouping of a whole number without Intl. A page's first Intl formatter
 * loads locale data, a long task on a phone on the critical path of the marketplace and profile;
 * counts and whole-dollar prices need nothing but commas. Anything else goes through Intl.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString('en-US');
  const digits = String(value);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

export const formatPrice = (value: number | undefined | null) => (value === undefined || value === null ? 'Contact for pricing' : `$${groupDigits(value)}`);

/** The first `max` items and how many are left ("+N more"). */
export function firstItems<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Bio cut for a meta description (spec §9: 120 characters). */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
