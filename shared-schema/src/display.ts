import { RATING_SCALE } from './constants';

/** Display rules of spec §9, shared so the card, profile and summary card agree. */

/** "4.7": ratings are stored 0-50. */
export const formatRating = (averageRating: number) => (averageRating / RATING_SCALE).toFixed(1);

export const formatPrice = (value: number | undefined | null) =>
  value === undefined || value === null ? 'Contact for pricing' : `$${value.toLocaleString('en-US')}`;

/** The first `max` items and how many are left ("+N more"). */
export function firstItems<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Bio cut for a meta description (spec §9: 120 characters). */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
