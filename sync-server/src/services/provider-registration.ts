import { providerSlug, uniqueSlug, type bookkeeperRegisterRequestSchema } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId, type Collection } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc } from '../db/documents';
import { ConflictError } from './domain-errors';
import { escapeRegex } from './escape-regex';
import { providerRegisteredMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';
import type { ResponseCache } from './response-cache';
import { profileUrl } from './site-links';

const USERNAME_TAKEN = 'This username is already taken';
const EMAIL_TAKEN = 'A provider with this email is already registered';
const SLUG_ATTEMPTS = 3;

export type ProviderRegistration = z.output<typeof bookkeeperRegisterRequestSchema>;

/** Public profiles hide pending and rejected providers, so the form asks here whether a name is free. */
export async function isUsernameAvailable(bookkeepers: Collection<BookkeeperDoc>, username: string): Promise<boolean> {
  return !(await bookkeepers.findOne({ username }, { projection: { _id: 1 } }));
}

export interface RegistrationDeps {
  collections: Pick<Collections, 'bookkeepers' | 'outbox'>;
  cache: ResponseCache;
  /** Absolute site address, for the profile address in the receipt. */
  publicUrl: string;
}

/**
 * Stores a new provider pending review (spec §4) and mails them a receipt. A retried registration
 * answers with the provider its first run stored and mails nothing new (the receipt is keyed per
 * provider), also after a crash between the two.
 */
export async function registerProvider(deps: RegistrationDeps, input: ProviderRegistration, claimedId?: ObjectId): Promise<BookkeeperDoc> {
  const provider = await storeProvider({ bookkeepers: deps.collections.bookkeepers, cache: deps.cache }, input, claimedId);
  await enqueueMail(deps.collections.outbox, providerRegisteredMail({ provider, profileUrl: profileUrl(deps.publicUrl, provider.username) }));
  return provider;
}

/**
 * Stores a new provider pending review, with a unique profile address. The friendly
 * checks come first; the unique indexes on username, email and slug remain the real guard against
 * two registrations racing, and a lost slug race is retried with the next free slug.
 * `claimedId` (a keyed request's, http/idempotency.ts) is the provider's _id, so a retry after a
 * crash finds the provider its first run stored and answers with it, not with "username taken".
 */
async function storeProvider(
  deps: { bookkeepers: Collection<BookkeeperDoc>; cache: ResponseCache },
  input: ProviderRegistration,
  claimedId?: ObjectId,
): Promise<BookkeeperDoc> {
  const { bookkeepers } = deps;
  const earlier = claimedId && (await bookkeepers.findOne({ _id: claimedId }));
  if (earlier) return earlier;
  const email = input.email.toLowerCase();
  await ensureRegistrationFree(bookkeepers, input);

  const now = new Date();
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const doc: BookkeeperDoc = {
      totalReviews: 0,
      averageRating: 0,
      totalBookings: 0,
      ...input,
      email,
      slug: await freeSlug(bookkeepers, input),
      location: input.location || [input.city, input.country].filter(Boolean).join(', '),
      _id: claimedId ?? new ObjectId(),
      isApproved: false,
      isActive: true,
      isAvailable: true,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await bookkeepers.insertOne(doc);
      deps.cache.clear();
      return doc;
    } catch (error) {
      const field = duplicateField(error);
      // Another run of the same key (a stale claim taken over) stored it meanwhile.
      const stored = field === '_id' ? await bookkeepers.findOne({ _id: doc._id }) : null;
      if (stored) return stored;
      if (field === 'username' || field === 'email') throw duplicate(field);
      if (field !== 'slug') throw error; // a slug race: recompute and try again
    }
  }
  throw new ConflictError('Could not reserve a profile address; please try again');
}

/** The friendly checks of a registration: its username and email are not taken (409 naming the field). */
export async function ensureRegistrationFree(bookkeepers: Collection<BookkeeperDoc>, input: Pick<ProviderRegistration, 'username' | 'email'>): Promise<void> {
  if (!(await isUsernameAvailable(bookkeepers, input.username))) throw duplicate('username');
  if (await bookkeepers.findOne({ email: input.email.toLowerCase() }, { projection: { _id: 1 } })) throw duplicate('email');
}

/** The profile address a registration gets now: its name's slug, numbered past those taken. */
export async function freeSlug(bookkeepers: Collection<BookkeeperDoc>, input: ProviderRegistration): Promise<string> {
  const base = providerSlug({ fullName: input.fullName, businessName: input.businessName, providerType: input.providerType, city: input.city });
  return uniqueSlug(base, await takenSlugs(bookkeepers, base));
}

/** The slugs already taken among `base` and its numbered variants (`base-2`, ...). */
async function takenSlugs(bookkeepers: Collection<BookkeeperDoc>, base: string): Promise<(slug: string) => boolean> {
  const docs = await bookkeepers.find({ slug: { $regex: `^${escapeRegex(base)}(-\\d+)?$` } }, { projection: { slug: 1 } }).toArray();
  const taken = new Set(docs.map((doc) => doc.slug));
  return (slug) => taken.has(slug);
}

function duplicate(field: 'username' | 'email'): ConflictError {
  const message = field === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN;
  return new ConflictError(message, { errors: [{ path: field, message }] });
}

/** The field of a unique index a write collided with, if that is what failed. */
function duplicateField(error: unknown): string | undefined {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return undefined;
  const pattern = (error as MongoServerError & { keyPattern?: Record<string, unknown> }).keyPattern;
  return pattern ? Object.keys(pattern)[0] : undefined;
}
