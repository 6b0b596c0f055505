import Router from '@koa/router';
import { bookkeepersQuerySchema, contactDetailsSchema, contactRequestSchema, MAX_PROFILE_REVIEWS } from '@ledgerlink/shared-schema';
import type { Filter } from 'mongodb';
import type { AppContext } from '../app';
import type { BookkeeperDoc } from '../db/documents';
import { toObjectId } from '../db/object-id';
import { notFound } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { parseBody, parseQuery } from '../http/validate';
import { ensureOpenLead } from '../services/leads';
import { notifyProvider } from '../services/matching';
import { marketplaceMongoFilter, MARKETPLACE_SORT, PUBLIC_PROVIDER } from '../services/marketplace-query';
import { loadSettings, resolveLocation } from '../services/settings';
import { presentPublicBookkeeper, presentReview } from '../presenters/bookkeeper';

const NOT_FOUND = 'Professional not found';

export function bookkeeperRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { bookkeepers, reviews } = context.collections;

  router.get('/bookkeepers', async (ctx) => {
    const query = parseQuery(ctx, bookkeepersQuerySchema);
    const cacheKey = `bookkeepers:${JSON.stringify(query)}`;
    // The page is cached already serialised: a hit costs no JSON encoding of ~60 KB.
    ctx.type = 'application/json';
    ctx.body = await context.cache.getOrLoad(cacheKey, async () => {
      const location = query.location ? resolveLocation(await loadSettings(context), query.location) : {};
      const filter = marketplaceMongoFilter({
        providerType: query.providerType,
        services: query.services,
        search: query.search,
        ...location,
      });
      const skip = (query.page - 1) * query.limit;
      const [docs, total] = await Promise.all([
        bookkeepers.find(filter).sort(MARKETPLACE_SORT).skip(skip).limit(query.limit).toArray(),
        bookkeepers.countDocuments(filter),
      ]);
      return JSON.stringify({
        bookkeepers: docs.map(presentPublicBookkeeper),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      });
    });
  });

  const profile = async (filter: Filter<BookkeeperDoc>) => {
    // Only approved, active providers are public (ARCHITECTURE §5): pending and rejected ones answer 404.
    const doc = await bookkeepers.findOne({ ...filter, ...PUBLIC_PROVIDER });
    if (!doc) throw notFound(NOT_FOUND);
    const latest = await reviews.find({ bookkeeperId: doc._id }).sort({ createdAt: -1 }).limit(MAX_PROFILE_REVIEWS).toArray();
    return { bookkeeper: presentPublicBookkeeper(doc), reviews: latest.map(presentReview) };
  };

  router.get('/bookkeepers/username/:handle', async (ctx) => {
    ctx.body = await profile({ username: ctx.params.handle!.toLowerCase() });
  });
  router.get('/bookkeepers/slug/:slug', async (ctx) => {
    ctx.body = await profile({ slug: ctx.params.slug!.toLowerCase() });
  });
  router.get('/bookkeepers/:id', async (ctx) => {
    ctx.body = await profile({ _id: toObjectId(ctx.params.id!, 'Professional') });
  });
  // Get Contact (spec §2): the visitor's email unlocks the details and is recorded as a lead.
  router.post('/bookkeepers/:id/contact', idempotent(context.collections.idempotencyKeys), async (ctx) => {
    const { email } = parseBody(ctx, contactRequestSchema);
    const provider = await bookkeepers.findOne({ _id: toObjectId(ctx.params.id!, 'Professional'), ...PUBLIC_PROVIDER });
    if (!provider) throw notFound(NOT_FOUND);
    const { leadId, created } = await ensureOpenLead(context, {
      request: { contactEmail: email },
      bookkeeperId: provider._id,
      source: 'contact',
      matchScore: 0,
    });
    if (created) await notifyProvider(context, provider, leadId, [`A visitor asked for your contact details on your profile: ${email}`]);
    ctx.body = {
      success: true,
      contact: contactDetailsSchema.parse({ email: provider.email, phone: provider.phone, website: provider.website, linkedinUrl: provider.linkedinUrl }),
    };
  });

  router.get('/bookkeeper/:id', async (ctx) => {
    ctx.body = { success: true, ...(await profile({ _id: toObjectId(ctx.params.id!, 'Professional') })) };
  });
  return router;
}
