import { z } from 'zod';
import { MESSAGES } from './validation-messages';

/** Reusable field builders, so every schema words its messages the same way. */

export const entityId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id');
export const isoDateTime = z.iso.datetime();

const missing = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? MESSAGES.required(label) : `${label} must be text`;

/** A required, trimmed, non-empty string of bounded length. */
export const requiredText = (label: string, max = 200) =>
  z.string({ error: missing(label) }).trim().min(1, MESSAGES.required(label)).max(max, `${label} must be at most ${max} characters`);

/** An optional string; empty or blank input counts as absent. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max, `must be at most ${max} characters`).optional(),
  );

export const emailAddress = (label = 'Email') =>
  z.string({ error: missing(label) }).trim().min(1, MESSAGES.required(label)).max(254).pipe(z.email(MESSAGES.invalidEmail)).transform((email) => email.toLowerCase());

/** An optional whole number; forms send '' for an empty input, so '' and null mean absent. */
export const optionalWholeNumber = (max = 1_000_000) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null) return undefined;
      if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
      return value;
    },
    z.number('must be a whole number').int('must be a whole number').min(0, 'must not be negative').max(max, `must be at most ${max}`).optional(),
  );

/** Comma-separated text or a list: trimmed, blanks dropped (spec §5, specializations). */
export const commaList = (maxItems = 50) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value ?? []),
    z.array(z.string().trim().max(100)).transform((items) => items.filter(Boolean)).pipe(z.array(z.string()).max(maxItems)),
  );
