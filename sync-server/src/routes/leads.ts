import Router, { type RouterContext } from '@koa/router';
import { leadUpdateRequestSchema } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import type { LeadDoc } from '../db/documents';
import { presentedDashboardKey } from '../http/dashboard-key';
import { idempotent } from '../http/idempotency';
import { noStore } from '../http/no-store';
import { parseBody } from '../http/validate';
import { presentLead, presentLeadWithBusiness } from '../presenters/lead';
import { changeLeadStatus, listProviderLeads, loadOwnedLead } from '../services/provider-leads';

/** The provider dashboard's lead calls (services/provider-leads.ts); each needs the dashboard key. */
export function leadRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const { collections } = context;
  router.use(noStore);

  const ownedLead = async (ctx: RouterContext) => {
    const lead = await loadOwnedLead(collections, ctx.params.id!, presentedDashboardKey(ctx));
    // Idempotent replays are scoped to the provider whose key was just checked.
    ctx.state.caller = `provider:${lead.bookkeeperId.toHexString()}`;
    return lead;
  };

  router.get('/bookkeeper/:id/leads', async (ctx) => {
    const leads = await listProviderLeads(collections, ctx.params.id!, presentedDashboardKey(ctx));
    ctx.body = { success: true, leads: leads.map(({ lead, business, customer }) => presentLeadWithBusiness(lead, business, customer)) };
  });

  router.get('/lead/:id', async (ctx) => {
    ctx.body = { success: true, lead: presentLead(await ownedLead(ctx)) };
  });

  router.patch(
    '/lead/:id',
    // Access is checked before the idempotency layer, so nobody but the lead's provider gets a replay.
    async (ctx, next) => {
      ctx.state.lead = await ownedLead(ctx);
      await next();
    },
    idempotent(collections.idempotencyKeys),
    async (ctx) => {
      const change = parseBody(ctx, leadUpdateRequestSchema);
      ctx.body = { success: true, lead: presentLead(await changeLeadStatus(collections, ctx.state.lead as LeadDoc, change)) };
    },
  );
  return router;
}
