import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LeadWithBusiness } from '@ledgerlink/shared-schema';
import { applyLeadChange, settleLeadChanges } from './lead-changes';
import { refreshDashboard } from './lead-refresh';
import { readCachedDashboard } from './lead-store';
import { getOutboxItem, listOutbox } from '../outbox';
import { replayOutbox } from '../outbox';
import { dashboardAnswers, dashboardLead, fetchReplying, freshDb, hexId, scriptedFetch, sequentialIds } from '../../../test/factories';

const PROVIDER = hexId(100);

async function dashboardWith(leads: LeadWithBusiness[]) {
  const db = freshDb();
  const answers = dashboardAnswers(leads);
  await refreshDashboard(db, PROVIDER, { fetch: scriptedFetch((call) => (call.url.includes('/leads') ? answers.leads : answers.profile)).fetch });
  const newId = sequentialIds();
  const change = (leadId: string, status: Parameters<typeof applyLeadChange>[3]) => applyLeadChange(db, PROVIDER, leadId, status, { newId });
  const shown = async () => (await readCachedDashboard(db, PROVIDER))!.leads.map(({ lead, pending }) => ({ id: lead.id, status: lead.status, pending }));
  const replay = (fetch: typeof globalThis.fetch) => replayOutbox(db, { fetch, timeoutMs: 0 });
  return { db, change, shown, replay };
}

const serverLead = (status: string, extra: Record<string, unknown> = {}) => ({
  id: hexId(1),
  bookkeeperId: PROVIDER,
  status,
  source: 'business-request',
  matchScore: 80,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
  ...extra,
});

describe('lead status changes on this device', () => {
  it('shows a change at once, marked pending, and queues it as {status, from}', async () => {
    const { db, change, shown } = await dashboardWith([dashboardLead(1)]);
    expect(await change(hexId(1), 'contacted')).toEqual({ ok: true });
    expect(await shown()).toEqual([{ id: hexId(1), status: 'contacted', pending: true }]);
    const [item] = await listOutbox(db);
    expect(item).toMatchObject({
      kind: 'lead-status',
      state: 'pending',
      entityKey: `lead:${hexId(1)}`,
      payload: { leadId: hexId(1), change: { status: 'contacted', from: 'new' } },
      origin: { path: `/dashboard/${PROVIDER}`, label: 'Lead from customer1@example.com: Contacted' },
    });
  });

  it('refuses a step the state machine does not allow, and any step on an expired lead', async () => {
    const { db, change } = await dashboardWith([dashboardLead(1), dashboardLead(2, { expiredAt: '2026-01-03T09:00:00.000Z' })]);
    expect(await change(hexId(1), 'won')).toEqual({ ok: false, message: 'A new lead cannot become won' });
    expect(await change(hexId(2), 'contacted')).toMatchObject({ ok: false });
    expect(await db.outbox.count()).toBe(0);
  });

  it('chains changes made offline: the second starts from the first', async () => {
    const { db, change, shown } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'contacted');
    await change(hexId(1), 'won');
    expect(await shown()).toEqual([{ id: hexId(1), status: 'won', pending: true }]);
    expect((await listOutbox(db)).map((item) => item.kind === 'lead-status' && item.payload.change)).toEqual([
      { status: 'contacted', from: 'new' },
      { status: 'won', from: 'contacted' },
    ]);
  });

  it('takes the server’s lead once the change is sent, and keeps the sent item in the outbox', async () => {
    const { db, change, shown, replay } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'contacted');
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([]); // still waiting: nothing to settle
    await replay(fetchReplying({ status: 200, body: { success: true, lead: serverLead('contacted', { respondedAt: '2026-02-01T09:00:00.000Z' }) } }).fetch);
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([{ type: 'sent', leadId: hexId(1) }]);
    expect(await shown()).toEqual([{ id: hexId(1), status: 'contacted', pending: false }]);
    expect((await readCachedDashboard(db, PROVIDER))!.leads[0]!.lead.respondedAt).toBe('2026-02-01T09:00:00.000Z');
    expect((await listOutbox(db)).map((item) => item.state)).toEqual(['sent']);
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([]); // settled once
  });

  it('rolls back to the server’s state on a 409 and says what the other device did', async () => {
    const { db, change, shown, replay } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'contacted');
    await change(hexId(1), 'won');
    const { fetch, calls } = fetchReplying({ status: 409, body: { message: 'This lead is now passed; it was new when you changed it', lead: serverLead('passed') } });
    await replay(fetch);
    expect(calls).toHaveLength(2); // a refused item does not hold back the next one, which is refused too
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([{ type: 'conflict', leadId: hexId(1), message: 'This lead was already marked Passed on another device' }]);
    expect(await shown()).toEqual([{ id: hexId(1), status: 'passed', pending: false }]);
    // The dashboard showed the outcome; nothing is left waiting for the user in the outbox.
    expect(await db.outbox.count()).toBe(0);
  });

  it('says the lead expired when the 409 carries an expired lead', async () => {
    const { db, change, replay } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'contacted');
    await replay(fetchReplying({ status: 409, body: { message: 'expired', lead: serverLead('new', { expiredAt: '2026-01-02T09:00:00.000Z' }) } }).fetch);
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([
      { type: 'conflict', leadId: hexId(1), message: 'This lead expired before it was answered and was offered to another professional' },
    ]);
  });

  it('rolls back a refused change with the server’s message and leaves it in the outbox to resend', async () => {
    const { db, change, shown, replay } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'passed');
    await replay(fetchReplying({ status: 401, body: { message: 'Open your dashboard link again' } }).fetch);
    const [outcome] = await settleLeadChanges(db, PROVIDER);
    expect(outcome).toMatchObject({ type: 'failed', leadId: hexId(1) });
    expect(outcome?.type === 'failed' && outcome.message).toContain('Open your dashboard link again');
    expect(await shown()).toEqual([{ id: hexId(1), status: 'new', pending: false }]);
    expect((await listOutbox(db)).map((item) => item.state)).toEqual(['rejected']);
  });

  it('forgets a change discarded from the outbox panel before it was sent', async () => {
    const { db, change, shown } = await dashboardWith([dashboardLead(1)]);
    await change(hexId(1), 'contacted');
    const [item] = await listOutbox(db);
    await db.outbox.delete(item!.id);
    expect(await getOutboxItem(db, item!.id)).toBeUndefined();
    expect(await settleLeadChanges(db, PROVIDER)).toEqual([]);
    expect(await shown()).toEqual([{ id: hexId(1), status: 'new', pending: false }]);
  });
});
