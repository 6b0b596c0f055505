import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { applyLeadChange } from './lead-changes';
import { refreshDashboard } from './lead-refresh';
import { clearCachedDashboard, readCachedDashboard } from './lead-store';
import { enqueue } from '../outbox';
import { dashboardAnswers, dashboardLead, freshDb, hexId, leadChange, scriptedFetch, type Reply } from '../../../test/factories';

const PROVIDER = hexId(100);
const T0 = 1_700_000_000_000;

/** A fetch answering the dashboard's two reads (profile, leads) with the given replies. */
function dashboardFetch({ profile, leads }: { profile: Reply; leads: Reply }) {
  return scriptedFetch((call) => (call.url.includes('/leads') ? leads : profile));
}

async function refreshed(leads = [dashboardLead(1), dashboardLead(2, { status: 'contacted' })]) {
  const db = freshDb();
  const { fetch, calls } = dashboardFetch(dashboardAnswers(leads));
  expect(await refreshDashboard(db, PROVIDER, { fetch, now: () => T0, utcOffset: 60 })).toBe('refreshed');
  return { db, calls };
}

describe('provider dashboard offline copy', () => {
  it('stores the header and the leads of a refresh and reads them back newest first', async () => {
    const { db, calls } = await refreshed();
    expect(calls.map((call) => call.url)).toEqual([`/api/bookkeeper/${PROVIDER}`, `/api/bookkeeper/${PROVIDER}/leads?utcOffset=60`]);
    const cached = await readCachedDashboard(db, PROVIDER);
    expect(cached).toMatchObject({ provider: { fullName: 'Provider 100' }, responseHours: 24, refreshedAt: T0 });
    expect(cached?.leads.map(({ lead, pending }) => [lead.id, lead.status, pending])).toEqual([
      [hexId(2), 'contacted', false],
      [hexId(1), 'new', false],
    ]);
  });

  it('keeps the customer’s word on a lead: its outcome and the reason they closed with', async () => {
    const { db } = await refreshed([
      dashboardLead(1, { status: 'won', customerOutcome: 'hired' }),
      dashboardLead(2, { status: 'lost', customerOutcome: 'closed', closedReason: 'Found help elsewhere' }),
    ]);
    expect((await readCachedDashboard(db, PROVIDER))?.leads.map(({ lead }) => [lead.id, lead.status, lead.customerOutcome, lead.closedReason])).toEqual([
      [hexId(2), 'lost', 'closed', 'Found help elsewhere'],
      [hexId(1), 'won', 'hired', undefined],
    ]);
  });

  it('drops a corrupt lead row and shows the others', async () => {
    const { db } = await refreshed();
    await db.leads.put({ id: hexId(3), providerId: PROVIDER, lead: { id: hexId(3), status: 'maybe' }, pending: [] } as never);
    expect((await readCachedDashboard(db, PROVIDER))?.leads.map(({ lead }) => lead.id)).toEqual([hexId(2), hexId(1)]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await db.leads.get(hexId(3))).toBeUndefined();
  });

  it('keeps what it has when the server cannot be reached', async () => {
    const { db } = await refreshed();
    expect(await refreshDashboard(db, PROVIDER, { fetch: scriptedFetch(() => 'network-error').fetch })).toBe('offline');
    expect((await readCachedDashboard(db, PROVIDER))?.leads).toHaveLength(2);
  });

  it('keeps an unsent change on top of a refresh that does not have it yet, and drops leads the server no longer lists', async () => {
    const { db } = await refreshed();
    expect(await applyLeadChange(db, PROVIDER, hexId(1), 'contacted')).toEqual({ ok: true });
    const { fetch } = dashboardFetch(dashboardAnswers([dashboardLead(1)]));
    await refreshDashboard(db, PROVIDER, { fetch, now: () => T0 + 1 });
    expect((await readCachedDashboard(db, PROVIDER))?.leads.map(({ lead, pending }) => [lead.id, lead.status, pending])).toEqual([[hexId(1), 'contacted', true]]);
  });

  it('forgets the leads, the header and their queued changes when the server says this device has no access', async () => {
    const { db } = await refreshed();
    await applyLeadChange(db, PROVIDER, hexId(1), 'passed');
    const other = await enqueue(db, leadChange(hexId(40), 'new', 'contacted'));
    const { fetch } = dashboardFetch({ ...dashboardAnswers([]), leads: { status: 401, body: { message: 'Open your dashboard link again' } } });
    expect(await refreshDashboard(db, PROVIDER, { fetch })).toBe('no-access');
    expect(await readCachedDashboard(db, PROVIDER)).toBeUndefined();
    expect(await db.leads.count()).toBe(0);
    // Another provider's lead change (not in this dashboard) is left alone.
    expect((await db.outbox.toArray()).map((row) => row.id)).toEqual([other.ok && other.item.id]);
  });

  it('says not found for a provider without a public profile', async () => {
    const db = freshDb();
    const { fetch } = dashboardFetch({ profile: { status: 404, body: { message: 'Bookkeeper not found' } }, leads: { status: 401, body: { message: 'no' } } });
    expect(await refreshDashboard(db, PROVIDER, { fetch })).toBe('not-found');
  });

  it('signs out: nothing of the dashboard stays on the device', async () => {
    const { db } = await refreshed();
    await applyLeadChange(db, PROVIDER, hexId(2), 'won');
    await clearCachedDashboard(db, PROVIDER);
    expect(await readCachedDashboard(db, PROVIDER)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});
