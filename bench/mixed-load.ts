/**
 * Mixed load: many clients at once against one server, each acting as one kind of device, with
 * latency kept per kind of request. Printed by `bench/run.ts`, never asserted.
 *   catalogue readers - marketplace pages over bench/filters.ts, profiles by slug, the listing's stats
 *   syncing devices  - catalogue deltas from the checkpoint of a full sync, as the service worker polls
 *   providers        - lead status changes, two devices per provider, each signed in once with the
 *                      dashboard key and then on its session cookie, as the dashboard does; a 409
 *                      (the other device moved the lead) is re-read and a legal next status sent
 *   visitors         - questionnaires, business requests, hires (business then booking), Get Contact,
 *                      each with a fresh Idempotency-Key and its own email, so no spam rule holds it
 * An error is an answer outside 2xx other than a lead's 409 conflict, a socket error or a timeout.
 */
import { randomUUID } from 'node:crypto';
import { ObjectId, type Db } from 'mongodb';
import { LEAD_ACTIONS, type LeadStatus } from '@ledgerlink/shared-schema';
import { collections } from '../sync-server/src/db/collections';
import type { LeadDoc } from '../sync-server/src/db/documents';
import { issueDashboardKey } from '../sync-server/src/services/dashboard-access';
import { backfillLeadStats } from '../sync-server/src/services/lead-stats';
import { benchFilters, toQueryString } from './filters';
import { loadClient, type LoadClient, type LoadResponse } from './load-client';
import { matchedWrite, percentile } from './writes';

export interface MixedLoadOptions {
  connections: number;
  seconds: number;
  /** A pause after each answer, as a person reads before acting; 0 (the default) sends at once, at full load. */
  thinkMs?: number;
}

export type Kind = 'catalogue reads' | 'sync deltas' | 'lead updates' | 'form posts';

/** Share of the connections each kind of device holds. */
const SHARES: Record<Kind, number> = { 'catalogue reads': 0.5, 'sync deltas': 0.2, 'lead updates': 0.15, 'form posts': 0.15 };
export const KINDS = Object.keys(SHARES) as Kind[];
// As long as the offline outbox waits for an answer before it retries (pwa replay.ts).
const TIMEOUT_MS = 30_000;
const DEVICES_PER_PROVIDER = 2;
// Enough leads that no provider runs out at full speed; with think time, as many as its devices can
// change (each change moves one lead one step).
const LEADS_PER_PROVIDER_SECOND = 20;
const leadsPerProvider = ({ seconds, thinkMs = 0 }: MixedLoadOptions) =>
  Math.max(100, Math.ceil(seconds * (thinkMs > 0 ? Math.min(LEADS_PER_PROVIDER_SECOND, (DEVICES_PER_PROVIDER * 1000) / thinkMs) : LEADS_PER_PROVIDER_SECOND)));
const SYNC_PAGE = 1000;

interface Stats {
  kind: Kind;
  times: number[];
  errors: number;
  conflicts: number;
}

/** Latencies and errors by request label; the first answer of each kind of error is kept to report it. */
class Recorder {
  readonly byLabel = new Map<string, Stats>();
  readonly errorSamples = new Map<string, { count: number; sample: string }>();

  constructor(private readonly thinkMs = 0) {}

  async time(kind: Kind, label: string, send: () => Promise<LoadResponse>, expected: (status: number) => boolean = ok): Promise<LoadResponse | undefined> {
    const stats = this.stats(kind, label);
    const started = performance.now();
    try {
      const response = await send();
      stats.times.push(performance.now() - started);
      if (!expected(response.status)) this.error(stats, `${label}: ${response.status}`, response.text.slice(0, 300));
      return response;
    } catch (error) {
      this.error(stats, `${label}: ${(error as Error).message}`, String(error));
      return undefined;
    } finally {
      if (this.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, this.thinkMs));
    }
  }

  conflict(kind: Kind, label: string): void {
    this.stats(kind, label).conflicts += 1;
  }

  private stats(kind: Kind, label: string): Stats {
    let stats = this.byLabel.get(label);
    if (!stats) this.byLabel.set(label, (stats = { kind, times: [], errors: 0, conflicts: 0 }));
    return stats;
  }

  private error(stats: Stats, cause: string, sample: string): void {
    stats.errors += 1;
    const seen = this.errorSamples.get(cause) ?? { count: 0, sample };
    seen.count += 1;
    this.errorSamples.set(cause, seen);
  }
}

const ok = (status: number) => status >= 200 && status < 300;

interface ProviderLeads {
  providerId: string;
  key: string;
  leadIds: string[];
}

interface Fixture {
  slugs: string[];
  /** Listed providers taking new clients: the ones a hire or Get Contact can name. */
  availableIds: string[];
  providers: ProviderLeads[];
  checkpoint: string;
}

/** Dashboard keys for `providerCount` approved providers, each with `perProvider` new leads (inserted directly, as bench/writes.ts does). */
async function seedProviderLeads(db: Db, providerCount: number, perProvider: number): Promise<ProviderLeads[]> {
  const { bookkeepers, leads } = collections(db);
  const chosen = await bookkeepers.find({ isApproved: true }, { projection: { _id: 1 }, sort: { _id: -1 }, limit: providerCount }).toArray();
  const providers: ProviderLeads[] = [];
  for (const { _id } of chosen) {
    const now = new Date();
    const batch: LeadDoc[] = Array.from({ length: perProvider }, () => ({
      _id: new ObjectId(),
      bookkeeperId: _id,
      businessId: new ObjectId(),
      status: 'new',
      source: 'business-request',
      matchScore: 50,
      createdAt: now,
      updatedAt: now,
    }));
    await leads.insertMany(batch);
    providers.push({ providerId: _id.toHexString(), key: await issueDashboardKey(bookkeepers, _id), leadIds: batch.map((lead) => lead._id.toHexString()) });
  }
  await backfillLeadStats(db, { _id: { $in: chosen.map((provider) => provider._id) } });
  return providers;
}

/** Pages through a full catalogue sync and returns its final checkpoint, where a device's deltas start. */
async function fullSyncCheckpoint(client: LoadClient): Promise<string> {
  let since: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: String(SYNC_PAGE), ...(since ? { since } : {}) });
    const { status, text } = await client.send('GET', `/api/sync/catalogue?${query}`);
    if (status !== 200) throw new Error(`full sync answered ${status}`);
    const page = JSON.parse(text) as { checkpoint: string; hasMore: boolean };
    since = page.checkpoint;
    if (!page.hasMore) return since;
  }
}

async function prepare(db: Db, client: LoadClient, options: MixedLoadOptions): Promise<Fixture> {
  const listed = await collections(db).bookkeepers.find({ isApproved: true, isActive: true }, { projection: { _id: 1, slug: 1, isAvailable: 1 } }).toArray();
  const providerCount = Math.max(1, Math.ceil(deviceCounts(options.connections)['lead updates'] / DEVICES_PER_PROVIDER));
  return {
    slugs: listed.map((provider) => provider.slug),
    availableIds: listed.filter((provider) => provider.isAvailable !== false).map((provider) => provider._id.toHexString()),
    providers: await seedProviderLeads(db, providerCount, leadsPerProvider(options)),
    checkpoint: await fullSyncCheckpoint(client),
  };
}

/** Connections per kind by SHARES; visitors take what rounding leaves. */
function deviceCounts(connections: number): Record<Kind, number> {
  const reads = Math.round(connections * SHARES['catalogue reads']);
  const sync = Math.round(connections * SHARES['sync deltas']);
  const leads = Math.round(connections * SHARES['lead updates']);
  return { 'catalogue reads': reads, 'sync deltas': sync, 'lead updates': leads, 'form posts': Math.max(0, connections - reads - sync - leads) };
}
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const idempotencyKey = () => ({ 'Idempotency-Key': randomUUID() });

function catalogueReader(client: LoadClient, recorder: Recorder, fixture: Fixture, running: () => boolean) {
  const filters = benchFilters();
  return async () => {
    for (let n = Math.floor(Math.random() * filters.length); running(); n += 1) {
      const filter = filters[n % filters.length]!;
      if (n % 6 < 3) await recorder.time('catalogue reads', 'marketplace page', () => client.send('GET', `/api/bookkeepers?${toQueryString(filter)}`));
      else if (n % 6 < 5) await recorder.time('catalogue reads', 'profile by slug', () => client.send('GET', `/api/bookkeepers/slug/${encodeURIComponent(pick(fixture.slugs))}`));
      else {
        const query = new URLSearchParams(toQueryString(filter));
        query.delete('page');
        query.delete('limit');
        await recorder.time('catalogue reads', 'marketplace stats', () => client.send('GET', `/api/marketplace/stats?${query}`));
      }
    }
  };
}

function syncingDevice(client: LoadClient, recorder: Recorder, fixture: Fixture, running: () => boolean) {
  return async () => {
    let since = fixture.checkpoint;
    while (running()) {
      const query = new URLSearchParams({ since, limit: String(SYNC_PAGE) });
      const response = await recorder.time('sync deltas', 'catalogue delta', () => client.send('GET', `/api/sync/catalogue?${query}`));
      if (response?.status === 200) since = (JSON.parse(response.text) as { checkpoint: string }).checkpoint;
    }
  };
}

/** One device of a provider: its own view of the leads' statuses, stale when the other device acts. */
function providerDevice(client: LoadClient, recorder: Recorder, provider: ProviderLeads, running: () => boolean) {
  const seen = new Map<string, LeadStatus>(provider.leadIds.map((id) => [id, 'new']));
  const open = [...provider.leadIds];
  const learn = (id: string, status: LeadStatus) => {
    seen.set(id, status);
    if (LEAD_ACTIONS[status].length === 0 && open.includes(id)) open.splice(open.indexOf(id), 1);
  };
  return async () => {
    const session = await recorder.time('lead updates', 'sign-in with the dashboard key', () =>
      client.send('POST', `/api/bookkeeper/${provider.providerId}/session`, { body: { key: provider.key } }),
    );
    if (session?.status !== 200) return;
    const headers = { cookie: session.cookies.join('; ') };
    while (running() && open.length > 0) {
      const id = pick(open);
      // A conflict is re-read and answered with a status legal from the lead's current one, as the dashboard does.
      for (let attempt = 0; running() && attempt < 3 && open.includes(id); attempt += 1) {
        const from = seen.get(id)!;
        const status = pick(LEAD_ACTIONS[from]).to;
        const response = await recorder.time(
          'lead updates',
          'lead status change',
          () => client.send('PATCH', `/api/lead/${id}`, { headers: { ...headers, ...idempotencyKey() }, body: { status, from } }),
          (code) => ok(code) || code === 409,
        );
        if (response?.status === 200) learn(id, status);
        if (response?.status !== 409) break;
        recorder.conflict('lead updates', 'lead status change');
        const reread = await recorder.time('lead updates', 'lead re-read after a conflict', () => client.send('GET', `/api/lead/${id}`, { headers }));
        if (reread?.status !== 200) break;
        learn(id, (JSON.parse(reread.text) as { lead: { status: LeadStatus } }).lead.status);
      }
    }
  };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A visitor posting forms in turn; `next` numbers every post of the run, so each has its own email and content. */
function visitor(client: LoadClient, recorder: Recorder, fixture: Fixture, running: () => boolean, next: () => number, run: string) {
  const post = (label: string, path: string, body: unknown) =>
    recorder.time('form posts', label, () => client.send('POST', path, { headers: idempotencyKey(), body }));
  return async () => {
    while (running()) {
      const n = next();
      const email = `load-${run}-${n}@example.test`;
      const form = n % 4;
      if (form < 2) {
        // Alternating business requests and questionnaires, both matched.
        const write = matchedWrite(n, email);
        await post(form === 0 ? 'business request (matched)' : 'questionnaire (matched)', write.path, write.body);
      } else if (form === 2) {
        const business = await post('hire: business (step 1)', '/api/business/register', {
          ...(matchedWrite(0, email).body as object),
          companyName: `Load Co ${run} ${n}`,
          purpose: 'hire',
        });
        if (business?.status !== 201) continue;
        const businessId = (JSON.parse(business.text) as { businessId: string }).businessId;
        await post('hire: booking (step 2)', '/api/bookings', { bookkeeperId: pick(fixture.availableIds), businessId, startDate: tomorrow(), description: `Load booking ${n}` });
      } else {
        await post('Get Contact', `/api/bookkeepers/${pick(fixture.availableIds)}/contact`, { email });
      }
    }
  };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function summary(stats: Stats[]): string {
  const times = stats.flatMap((s) => s.times).sort((a, b) => a - b);
  const errors = stats.reduce((sum, s) => sum + s.errors, 0);
  const conflicts = stats.reduce((sum, s) => sum + s.conflicts, 0);
  const conflictText = conflicts ? `, ${fmt(conflicts)} conflicts (409, re-read and retried)` : '';
  return `${fmt(times.length)} requests, ${fmt(errors)} errors${conflictText}, p50 ${fmt(percentile(times, 50))} ms, p99 ${fmt(percentile(times, 99))} ms`;
}

/** One run's latencies by request label (and kind), its length and its errors' causes. */
export interface MixedLoadRun {
  seconds: number;
  connections: Record<Kind, number>;
  recorder: Recorder;
}

/** Requests, errors and latency percentiles of one kind of device in a run (all kinds when omitted). */
export function kindFigures(run: MixedLoadRun, kind?: Kind): { requests: number; errors: number; p50: number; p99: number } {
  const stats = [...run.recorder.byLabel.values()].filter((s) => kind === undefined || s.kind === kind);
  const times = stats.flatMap((s) => s.times).sort((a, b) => a - b);
  return { requests: times.length, errors: stats.reduce((sum, s) => sum + s.errors, 0), p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * Seeds what the devices need (dashboard keys and new leads for a few providers, the checkpoint of a
 * full sync), then runs `connections` clients for `seconds` against `baseUrl`.
 */
export async function runMixedLoad(db: Db, baseUrl: string, options: MixedLoadOptions): Promise<MixedLoadRun> {
  const client = loadClient(baseUrl, options.connections, TIMEOUT_MS);
  try {
    const fixture = await prepare(db, client, options);
    const recorder = new Recorder(options.thinkMs);
    const deadline = performance.now() + options.seconds * 1000;
    const running = () => performance.now() < deadline;
    let posts = 0;
    const run = Date.now().toString(36);
    const counts = deviceCounts(options.connections);
    const workers: (() => Promise<void>)[] = [];
    for (let i = 0; i < counts['catalogue reads']; i += 1) workers.push(catalogueReader(client, recorder, fixture, running));
    for (let i = 0; i < counts['sync deltas']; i += 1) workers.push(syncingDevice(client, recorder, fixture, running));
    for (let i = 0; i < counts['lead updates']; i += 1) workers.push(providerDevice(client, recorder, fixture.providers[i % fixture.providers.length]!, running));
    for (let i = 0; i < counts['form posts']; i += 1) workers.push(visitor(client, recorder, fixture, running, () => posts++, run));

    const started = performance.now();
    await Promise.all(workers.map((worker) => worker()));
    return { seconds: (performance.now() - started) / 1000, connections: counts, recorder };
  } finally {
    client.close();
  }
}

/** The table rows of one run: one per kind, one per request within it, the overall rate, and the causes of any errors. */
export async function benchMixedLoad(db: Db, baseUrl: string, options: MixedLoadOptions): Promise<{ metric: string; value: string }[]> {
  const run = await runMixedLoad(db, baseUrl, options);
  const all = [...run.recorder.byLabel.values()];
  const rows = [{ metric: `mixed load, ${options.connections} connections for ${options.seconds} s: all`, value: `${fmt(all.reduce((sum, s) => sum + s.times.length, 0) / run.seconds)} req/s, ${summary(all)}` }];
  for (const kind of KINDS) {
    rows.push({ metric: `  ${kind} (${run.connections[kind]} connections)`, value: summary(all.filter((s) => s.kind === kind)) });
    for (const [label, stats] of run.recorder.byLabel) if (stats.kind === kind) rows.push({ metric: `    ${label}`, value: summary([stats]) });
  }
  for (const [cause, { count, sample }] of run.recorder.errorSamples) rows.push({ metric: `  error: ${cause}`, value: `${fmt(count)}x, e.g. ${sample}` });
  return rows;
}
