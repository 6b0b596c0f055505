import { z } from 'zod';

/**
 * The rules that keep spam out of public writes, shared by the schemas, the server that applies them
 * and the forms. A submission that breaks one is held for an admin (never refused: a bot must not
 * learn which rule it broke, and a person caught by mistake loses nothing).
 */

/**
 * The honeypot: a field every public write accepts, which the forms render hidden from people and
 * send empty. Form-filling bots fill a field that looks like a website, so a non-empty one holds the
 * submission. Any text is accepted (up to a bound), so filling it is never a 400 a bot could learn from.
 */
export const HONEYPOT_FIELD = 'homepage';
export const honeypotShape = { [HONEYPOT_FIELD]: z.string().max(2000, 'homepage must be at most 2000 characters').optional() } as const;

/** True when the honeypot was filled in. */
export const honeypotFilled = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Free text with more links than this (a message, a bio, notes) is held: genuine requests rarely need more. */
export const MAX_LINKS_PER_TEXT = 2;

// An address with a scheme, or one starting with www.: what a reader (or a mail client) makes a link of.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** How many links `text` holds. */
export function countLinks(text: string | undefined): number {
  return text ? (text.match(LINK)?.length ?? 0) : 0;
}

/** Text as "the same content" compares it: Unicode-normalised, lowercase, whitespace collapsed. */
export function normaliseContentText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** One part of a submission's content: free text or a choice, a list of choices (order-insensitive), a number. */
export type ContentPart = string | number | boolean | null | undefined | readonly string[];

/**
 * The canonical form of a submission's content, which the server hashes: the same email sending the
 * same canonical content within the duplicate window is the same request. Text is normalised, lists
 * are sorted, missing values and empty text are one thing.
 */
export function canonicalContent(kind: string, parts: Record<string, ContentPart>): string {
  const canonical = Object.keys(parts)
    .sort()
    .map((name) => {
      const value = parts[name];
      if (Array.isArray(value)) return [name, [...value].map(normaliseContentText).filter(Boolean).sort()];
      if (typeof value === 'string') return [name, normaliseContentText(value) || null];
      return [name, value ?? null];
    });
  return JSON.stringify([kind, canonical]);
}

/** The kinds of public write whose submissions can be held (`GET /api/admin/held`). */
export const HELD_KINDS = ['questionnaire', 'business', 'booking', 'contact', 'provider', 'review'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

/** Why a submission was held, in the admin's words. */
export const HOLD_REASONS = {
  honeypot: 'The hidden "homepage" field was filled in (a form-filling bot)',
  links: (field: string, count: number) => `${field} has ${count} links (at most ${MAX_LINKS_PER_TEXT})`,
  perHour: (limit: number) => `More than ${limit} submissions from this email within an hour`,
  perDay: (limit: number) => `More than ${limit} submissions from this email within a day`,
  heldBusiness: 'Its business (step 1 of the hire) is held',
} as const;
