import Router from '@koa/router';
import { bookkeeperRegisterRequestSchema, providerSlug, uniqueSlug, usernameSchema } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { BookkeeperDoc } from '../db/documents';
import { conflict } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { parseBody, parseInput } from '../http/validate';

export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'A provider with this email is already registered';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function providerRegistrationRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { bookkeepers } = context.collections;

  // Public profiles hide pending and rejected providers, so the form asks here whether a name is free.
  router.get('/bookkeeper/username-available/:handle', async (ctx) => {
    const username = parseInput(usernameSchema, ctx.params.handle, 'path');
    const taken = await bookkeepers.findOne({ username }, { projection: { _id: 1 } });
    ctx.body = { username, available: !taken };
  });

  router.post('/bookkeeper/register', idempotent(context.collections.idempotencyKeys), async (ctx) => {
    const input = parseBody(ctx, bookkeeperRegisterRequestSchema);
    const email = input.email.toLowerCase();
    // Friendly checks first; the unique indexes below remain the real guard against races.
    if (await bookkeepers.findOne({ username: input.username }, { projection: { _id: 1 } })) throw duplicate('username');
    if (await bookkeepers.findOne({ email }, { projection: { _id: 1 } })) throw duplicate('email');

    const base = providerSlug({
      fullName: input.fullName,
      businessName: input.businessName,
      providerType: input.providerType,
      city: input.city,
    });
    const now = new Date();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const taken = new Set(
        (await bookkeepers
          .find({ slug: { $regex: `^${escapeRegex(base)}(-\\d+)?$` } }, { projection: { slug: 1 } })
          .toArray()).map((doc) => doc.slug),
      );
      const doc: BookkeeperDoc = {
        ...defaults(),
        ...input,
        email,
        slug: uniqueSlug(base, (slug) => taken.has(slug)),
        location: input.location || [input.city, input.country].filter(Boolean).join(', '),
        _id: new ObjectId(),
        isApproved: false,
        isActive: true,
        isAvailable: true,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await bookkeepers.insertOne(doc);
        context.cache.clear();
        ctx.status = 201;
        ctx.body = {
          success: true,
          message: 'Registration received. Your profile is under review; we verify credentials before activation.',
          bookkeeper: { id: doc._id.toHexString(), username: doc.username, slug: doc.slug },
        };
        return;
      } catch (error) {
        const field = duplicateField(error);
        if (field === 'username' || field === 'email') throw duplicate(field);
        if (field !== 'slug') throw error; // a slug race: recompute and try again
      }
    }
    throw conflict('Could not reserve a profile address; please try again');
  });
  return router;
}

function defaults() {
  return { totalReviews: 0, averageRating: 0, totalBookings: 0 };
}

function duplicate(field: 'username' | 'email') {
  const message = field === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN;
  return conflict(message, { errors: [{ path: field, message }] });
}

function duplicateField(error: unknown): string | undefined {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return undefined;
  const pattern = (error as MongoServerError & { keyPattern?: Record<string, unknown> }).keyPattern;
  return pattern ? Object.keys(pattern)[0] : undefined;
}
