import { z } from 'zod';
import { MESSAGES } from './validation-messages';

/** Reusable field builders, so every schema words its messages the same way. */

export const entityId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id');
export const isoDateTime = z.iso.datetime();

const missing = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? MESSAGES.required(label) : `${label} must be text`;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No form field means
 * them, terminals and mail headers misread them, and NUL cannot travel in a BSON regex or key.
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
const NO_CONTROL_CHARACTERS = 'must not contain control characters';

/** Half of a UTF-16 surrogate pair on its own: no character at all, and unencodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);
// Characters that take no space: a "name" made only of them is as empty as a blank one.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const hasVisibleText = (text: string) => text.replace(INVISIBLE, '').length > 0;

/** Any free text from outside: bounded, trimmed, no control characters. */
export const plainText = (max: number, tooLong = `must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !hasControlCharacters(text), NO_CONTROL_CHARACTERS)
    .refine(isWellFormed, 'must be valid text');

/** A required, trimmed, non-empty string of bounded length. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: missing(label) })
    .trim()
    .min(1, MESSAGES.required(label))
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), `${label} ${NO_CONTROL_CHARACTERS}`)
    .refine(isWellFormed, `${label} must be valid text`)
    .refine(hasVisibleText, MESSAGES.required(label));

// ---- phone numbers ----

export const PHONE_MAX_LENGTH = 20;
export const PHONE_MIN_DIGITS = 7;

/**
 * One rule for every phone field, in forms and on the server: digits, spaces and `+ - ( )`, at most
 * 20 characters, at least 7 digits (the shortest national numbers). It is what is needed to call
 * someone back in any country; a numbering-plan check (libphonenumber-js, ~145 KB of metadata in
 * every form) would only refuse numbers that are well formed but unassigned, which a call finds out.
 */
export const phoneNumber = (label = 'Phone') =>
  z
    .string({ error: missing(label) })
    .trim()
    // A blank answer is only "required", not also every other rule.
    .min(1, { error: MESSAGES.required(label), abort: true })
    .max(PHONE_MAX_LENGTH, `${label} must be at most ${PHONE_MAX_LENGTH} characters`)
    .regex(/^[0-9+\-() ]+$/, MESSAGES.invalidPhone(label))
    .refine((text) => (text.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS, MESSAGES.phoneTooShort(label));

/** `phoneNumber`, or nothing: an empty or blank value is no number. */
export const optionalPhoneNumber = (label = 'Phone') =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), phoneNumber(label).optional());

// ---- names ----
//
// Every name (people, firms, companies, sign-in usernames, CSV rows) is shown inline in pages,
// mails and admin lists, so one rule holds them all beyond what any text must meet:
// - no control character at all (C0 including tab and line breaks, DEL, C1, the line and paragraph
//   separators): a name is one line;
// - no bidi control (U+061C, U+200E/F, U+202A-E, U+2066-9): it reverses or reorders the text around
//   the name wherever it is shown ("Ada \u202egnp.exe" reads "Ada exe.png");
// - at most MAX_MARKS_PER_LETTER combining marks in a row: Vietnamese needs 2 on a letter, pointed
//   Hebrew and Indic syllables 3; longer stacks ("zalgo" text) spill over neighbouring lines.

/** The most combining marks (accents, vowel signs, points) one letter may carry. */
export const MAX_MARKS_PER_LETTER = 3;

const isNameControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const COMBINING_MARK = /^\p{M}$/u;
// Zero-width characters join nothing to a mark: they neither end nor restart a run of marks.
const ZERO_WIDTH = /^[\u200b-\u200d\u2060\ufeff]$/;

function longestMarkRun(text: string): number {
  let run = 0;
  let longest = 0;
  for (const char of text) {
    if (COMBINING_MARK.test(char)) longest = Math.max(longest, (run += 1));
    else if (!ZERO_WIDTH.test(char)) run = 0;
  }
  return longest;
}

/** Why `name` is refused (the words after the field's label), or undefined when the name rule holds. */
export function nameProblem(name: string): string | undefined {
  for (let index = 0; index < name.length; index += 1) if (isNameControl(name.charCodeAt(index))) return NO_CONTROL_CHARACTERS;
  if (BIDI_CONTROL.test(name)) return 'must not contain invisible text-direction characters';
  if (longestMarkRun(name) > MAX_MARKS_PER_LETTER) return `must not have more than ${MAX_MARKS_PER_LETTER} accents or marks on one letter`;
  return undefined;
}

const nameRule = (label: string) => (name: string, ctx: z.RefinementCtx<string>) => {
  const problem = nameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
};

/** A required name: `requiredText` with the name rule in place of its control-character check. */
export const requiredName = (label: string, max = 200) =>
  z
    .string({ error: missing(label) })
    .trim()
    .min(1, MESSAGES.required(label))
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(nameRule(label))
    .refine(isWellFormed, `${label} must be valid text`)
    .refine(hasVisibleText, MESSAGES.required(label));

/** An optional name; empty or blank input counts as absent. */
export const optionalName = (label: string, max = 200) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string(`${label} must be text`)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .superRefine(nameRule(label))
      .refine(isWellFormed, `${label} must be valid text`)
      .optional(),
  );

/** An optional string; empty or blank input counts as absent. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    plainText(max).optional(),
  );

/**
 * The one email rule (every form, every API body, every mail header): a single address, no display
 * name, no list, no whitespace or control characters, lowercased. zod's email pattern refuses commas,
 * spaces and newlines, so `a@x, b@y` or `a@x\nBcc: c@z` can never become a mail header.
 */
export const emailAddress = (label = 'Email') =>
  z.string({ error: missing(label) }).trim().min(1, MESSAGES.required(label)).max(254).pipe(z.email(MESSAGES.invalidEmail)).transform((email) => email.toLowerCase());

/** True for exactly what `emailAddress` accepts; for checks outside a schema (mail headers). */
export function isEmailAddress(value: unknown): value is string {
  const parsed = emailAddress().safeParse(value);
  return parsed.success && parsed.data === value;
}

/** An absolute link a browser may follow: an allowed scheme, a host, no credentials. */
export function isWebUrl(value: string, schemes: readonly ('https:' | 'http:')[] = ['https:']): boolean {
  if (hasControlCharacters(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (schemes as readonly string[]).includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
}

/** An optional link in a request: `https:` only, or also `http:` for websites (many small firms have no TLS). */
export const optionalWebUrl = (label: string, schemes: readonly ('https:' | 'http:')[] = ['https:']) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    plainText(500)
      .refine((url) => isWebUrl(url, schemes), `${label} must be a full link starting with ${schemes.includes('http:') ? 'http:// or https://' : 'https://'}`)
      .optional(),
  );

/**
 * Profile images come only from this site (uploads, generated avatars): a third-party URL would let
 * a provider load a tracking pixel on every visitor's profile view.
 */
export const SITE_IMAGE_PATH = /^\/(uploads|avatars)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const isSiteImagePath = (value: string) => SITE_IMAGE_PATH.test(value) && !value.includes('..');

/** An optional profile image: only a path on this site (see `SITE_IMAGE_PATH`). */
export const optionalSiteImagePath = () =>
  optionalText(500).refine((path) => path === undefined || isSiteImagePath(path), 'profileImageUrl must be an image uploaded to this site');

/**
 * Links and images as stored and sent: a value an older version accepted but the rules above refuse
 * is dropped when presented, never shown and never a crash (following or loading it is the danger).
 */
export const storedWebUrl = (label: string, schemes: readonly ('https:' | 'http:')[] = ['https:']) =>
  optionalWebUrl(label, schemes).catch(undefined);
export const storedSiteImagePath = () => optionalSiteImagePath().catch(undefined);

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
    z.array(plainText(100)).transform((items) => items.filter(Boolean)).pipe(z.array(z.string()).max(maxItems)),
  );

// ---- reading stored data ----
//
// An entity's fields are today's request rules, so an entity is never looser than the request that
// writes it and its types are the rules' output types. Entities also read what was stored before:
// server presenters parse documents with them and the PWA parses responses with them, and a document
// an older version wrote may fail a rule tightened since (today's rules refuse control characters,
// lone surrogates, email lists and foreign links). One such value must never fail a whole response, so an
// entity field stricter than what may be stored reads with `.catch(...)` and one of these fallbacks:
// - text and emails are kept as stored: they are only ever shown (React escapes them), and mail
//   re-checks every address with `isEmailAddress` before sending;
// - links and images are dropped (`storedWebUrl`, `storedSiteImagePath`);
// - numbers are kept when finite; lists keep their text items, closed lists their known values.
// Single closed-list fields (industry, budget, statuses, ...) have no catch: every version checked
// them against the same list, so a change to a list comes with a data migration, not a fallback.
// `requestFrom` removes the catches again, so requests are held to the rules themselves.

type StoredValue = { value: unknown };

export const keepStoredText = ({ value }: StoredValue): string => (typeof value === 'string' ? value : '');
export const keepStoredOptionalText = ({ value }: StoredValue): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
export const keepStoredNumber = ({ value }: StoredValue): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const keepStoredTextList = ({ value }: StoredValue): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
export const keepKnownValues =
  <T extends string>(values: readonly T[]) =>
  ({ value }: StoredValue): T[] =>
    Array.isArray(value) ? value.filter((item): item is T => (values as readonly unknown[]).includes(item)) : [];

type WriteRules<Shape extends z.core.$ZodShape> = { -readonly [K in keyof Shape]: Shape[K] extends z.ZodCatch<infer Rule> ? Rule : Shape[K] };

/**
 * A request body built from an entity: the entity's own field rules without their tolerance for
 * stored data, unknown fields refused. Pick, omit or extend the result.
 */
export function requestFrom<Shape extends z.core.$ZodShape>(entity: z.ZodObject<Shape>) {
  const rules = Object.fromEntries(Object.entries(entity.shape).map(([key, field]) => [key, field instanceof z.ZodCatch ? field.unwrap() : field]));
  return z.strictObject(rules as WriteRules<Shape>);
}
