import Router, { type RouterContext } from '@koa/router';
import { applyLeadTransition, leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../app';
import type { LeadDoc } from '../db/documents';
import { toObjectId } from '../db/object-id';
import { conflict, notFound } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { noStore } from '../http/no-store';
import { parseBody } from '../http/validate';
import { presentLead, presentLeadWithBusiness } from '../presenters/lead';
import { requireDashboardAccess } from '../services/dashboard-access';
import { recordLeadTransition } from '../services/lead-stats';

export function leadRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { leads, businesses, customerOnboardings } = context.collections;
  router.use(noStore);

  const loadOwnedLead = async (ctx: RouterContext) => {
    const lead = await leads.findOne({ _id: toObjectId(ctx.params.id!, 'Lead') });
    if (!lead) throw notFound('Lead not found');
    await requireDashboardAccess(context, ctx, lead.bookkeeperId);
    // Idempotent replays are scoped to the provider whose key was just checked.
    ctx.state.caller = `provider:${lead.bookkeeperId.toHexString()}`;
    return lead;
  };

  router.get('/bookkeeper/:id/leads', async (ctx) => {
    const provider = await requireDashboardAccess(context, ctx, toObjectId(ctx.params.id!, 'Bookkeeper'));
    const docs = await leads.find({ bookkeeperId: provider._id }).sort({ createdAt: -1 }).toArray();
    const ids = (pick: (lead: LeadDoc) => ObjectId | undefined) => [...new Set(docs.map(pick).filter((id) => id !== undefined))];
    const [owners, customers] = await Promise.all([
      businesses.find({ _id: { $in: ids((lead) => lead.businessId) } }).toArray(),
      customerOnboardings.find({ _id: { $in: ids((lead) => lead.onboardingId) } }).toArray(),
    ]);
    const byId = <T extends { _id: ObjectId }>(items: T[]) => new Map(items.map((item) => [item._id.toHexString(), item]));
    const businessById = byId(owners);
    const customerById = byId(customers);
    ctx.body = {
      success: true,
      leads: docs.map((lead) =>
        presentLeadWithBusiness(
          lead,
          lead.businessId && businessById.get(lead.businessId.toHexString()),
          lead.onboardingId && customerById.get(lead.onboardingId.toHexString()),
        ),
      ),
    };
  });

  router.get('/lead/:id', async (ctx) => {
    ctx.body = { success: true, lead: presentLead(await loadOwnedLead(ctx)) };
  });

  /**
   * Compare-and-set on status (ARCHITECTURE §2): the transition applies only if the lead is still in
   * the status the client saw, so an offline replay can never skip a state or undo a newer change.
   */
  router.patch(
    '/lead/:id',
    // Access is checked before the idempotency layer, so nobody but the lead's provider gets a replay.
    async (ctx, next) => {
      ctx.state.lead = await loadOwnedLead(ctx);
      await next();
    },
    idempotent(context.collections.idempotencyKeys),
    async (ctx) => {
      const lead = ctx.state.lead as LeadDoc;
      const request = parseBody(ctx, leadUpdateRequestSchema);
      const decision = applyLeadTransition(lead.status, request);
      if (!decision.ok) throw conflict(decision.reason, { lead: presentLead(lead) });
      if (!decision.changed) {
        ctx.body = { success: true, lead: presentLead(lead) };
        return;
      }
      const now = new Date();
      const updated = await leads.findOneAndUpdate(
        { _id: lead._id, status: lead.status },
        { $set: { status: request.status, updatedAt: now, respondedAt: lead.respondedAt ?? now } },
        { returnDocument: 'after' },
      );
      if (!updated) {
        const current = await leads.findOne({ _id: lead._id });
        throw conflict('The lead changed meanwhile; review its current status', {
          lead: current ? presentLead(current) : undefined,
        });
      }
      await recordLeadTransition(context.collections.bookkeepers, lead.bookkeeperId, lead.status, updated.status);
      ctx.body = { success: true, lead: presentLead(updated) };
    },
  );
  return router;
}
