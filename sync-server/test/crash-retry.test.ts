/**
 * A key's write happens at most once, whatever crashes when (ARCHITECTURE §3, Idempotency), tested
 * from outside with the real server process (`sync-server/src/main.ts`) and its embedded database:
 * many concurrent keyed writes (questionnaires, business requests, bookings) are cut short by
 * kill -9 of the server and its database, or of the database alone; the server is restarted on the
 * same DATA_DIR, and every key is sent again with the same body, as the PWA's outbox does. Each key
 * must then have exactly one document, each request its leads once, each lead and customer one mail,
 * and every retry a 2xx with the first answer's id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MongoClient, type Db, type ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_OPTIONS } from '../src/db/connect';
import { lockOwnerPid, waitForExit } from './embedded-mongo/embedded-helpers';
import { businessDoc, providerDoc, validBusinessRequest, validQuestionnaire } from './support/factories';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
/** http/idempotency.ts STALE_CLAIM_MS, plus a margin. */
const PAST_STALE_CLAIM_MS = 61_000;
const ROUNDS: ('server' | 'database')[] = ['server', 'database', 'server'];
const PER_ROUND = { questionnaire: 20, business: 8, booking: 8 };
const IN_FLIGHT = 16;

type Kind = keyof typeof PER_ROUND;

interface KeyedWrite {
  key: string;
  kind: Kind;
  /** Unique per key, so the documents it made can be found: the customer's email, or the booking's description. */
  tag: string;
  path: string;
  body: Record<string, unknown>;
  /** Its own client address, so the per-address write limit never answers for the test. */
  ip: string;
  first?: { status: number; body: Record<string, unknown> } | { error: string };
  /** Its document was in the database after the crash although no 2xx had answered it. */
  stranded?: boolean;
  retry?: { status: number; body: Record<string, unknown> };
}

interface RunningServer {
  child: ChildProcess;
  url: string;
  databaseUri: string;
  output: string[];
  exited: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string): Promise<RunningServer> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY_HOPS: '1' };
  delete env.MONGODB_URI;
  delete env.EMBEDDED_DB_PORT;
  const child = spawn(process.execPath, ['--import', loader, MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = output.map((line) => /^LedgerLink is running at (http:\/\/\S+)/.exec(line)?.[1]).find(Boolean);
    const database = output.map((line) => /^Database: embedded \(MongoDB wire protocol at (mongodb:\/\/\S+?)\)$/.exec(line)?.[1]).find(Boolean);
    if (url && database) return { child, url, databaseUri: `${database}/?directConnection=true`, output, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('\n')}`);
    await sleep(50);
  }
}

/** kill -9 of the database process alone, or of it and the server (the database first, so nothing shuts down cleanly). */
async function crash(server: RunningServer, dataDir: string, what: 'server' | 'database'): Promise<void> {
  const databasePid = await lockOwnerPid(path.join(dataDir, 'db'));
  process.kill(databasePid, 'SIGKILL');
  if (what === 'server') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await waitForExit(databasePid, 5_000);
}

async function send(url: string, write: KeyedWrite): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${write.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': write.key, 'X-Forwarded-For': write.ip },
    body: JSON.stringify(write.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The id a 2xx answer names. */
function answeredId(kind: Kind, body: Record<string, unknown>): unknown {
  return kind === 'questionnaire' ? body.id : kind === 'business' ? body.businessId : body.bookingId;
}

/** Where a key's document is, and how to find it. */
const collectionOf = (write: KeyedWrite) => (write.kind === 'questionnaire' ? 'customerOnboardings' : write.kind === 'business' ? 'businesses' : 'bookings');
const filterOf = (write: KeyedWrite) => (write.kind === 'booking' ? { description: write.tag } : { email: write.tag });

/** Runs `work` over `items` with at most `limit` at a time, until `stop()` says so. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length && !stop()) await work(items[next++]!);
    }),
  );
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('keyed writes across crashes of the server and its database', () => {
  let base: string | undefined;
  let server: RunningServer | undefined;
  let client: MongoClient | undefined;

  afterAll(async () => {
    await client?.close();
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (base) await rm(base, { recursive: true, force: true });
  });

  const connect = async (running: RunningServer): Promise<Db> => {
    await client?.close();
    client = await new MongoClient(running.databaseUri, { ...CLIENT_OPTIONS, serverSelectionTimeoutMS: 10_000 }).connect();
    return client.db('ledgerlink');
  };

  it('writes each key once and answers every retry with the first write', async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-crash-retry-'));
    const dataDir = path.join(base, 'data');
    server = await startServer(dataDir);
    let db = await connect(server);

    // Matchable providers (so questionnaires and business requests make leads and mail), and the
    // hire-flow businesses the bookings are for.
    const providers = Array.from({ length: 5 }, () =>
      providerDoc({ dashboardKey: randomUUID(), services: ['bookkeeping', 'tax-prep', 'payroll'], businessSize: ['small', 'medium'] }),
    );
    await db.collection('bookkeepers').insertMany(providers);
    const hireBusinesses = Array.from({ length: PER_ROUND.booking * ROUNDS.length }, () => businessDoc());
    await db.collection('businesses').insertMany(hireBusinesses);

    const writes: KeyedWrite[] = [];
    let crashes = 0;
    for (const [round, what] of ROUNDS.entries()) {
      const batch: KeyedWrite[] = [];
      const add = (kind: Kind, n: number, tag: string, path: string, body: Record<string, unknown>) =>
        batch.push({ key: randomUUID(), kind, tag, path, body, ip: `10.${round}.${Math.floor(n / 250)}.${(n % 250) + 1}` });
      for (let i = 0; i < PER_ROUND.questionnaire; i += 1) {
        const email = `q${round}-${i}@crash.example`;
        add('questionnaire', batch.length, email, '/api/customer-onboarding', validQuestionnaire({ email }));
      }
      for (let i = 0; i < PER_ROUND.business; i += 1) {
        const email = `b${round}-${i}@crash.example`;
        add('business', batch.length, email, '/api/business/register', { ...validBusinessRequest(), companyName: `Crash ${round}-${i}`, email });
      }
      for (let i = 0; i < PER_ROUND.booking; i += 1) {
        const tag = `Crash booking ${round}-${i}`;
        const business = hireBusinesses[round * PER_ROUND.booking + i]!;
        const provider = providers[i % providers.length]!;
        add('booking', batch.length, tag, '/api/bookings', {
          bookkeeperId: provider._id.toHexString(),
          businessId: business._id.toHexString(),
          startDate: '2099-12-01',
          description: tag,
        });
      }
      // Interleave the kinds, so every kind is in flight when the crash comes.
      batch.sort((a, b) => a.key.localeCompare(b.key));
      writes.push(...batch);

      // Send them, IN_FLIGHT at a time; the crash comes once a third have been answered, with
      // IN_FLIGHT requests somewhere between their claim and their answer.
      const running = server;
      let answered = 0;
      let crashed: Promise<void> | undefined;
      await pool(
        batch,
        IN_FLIGHT,
        async (write) => {
          try {
            write.first = await send(running.url, write);
          } catch (error) {
            write.first = { error: String(error) };
          }
          answered += 1;
          if (!crashed && answered >= batch.length / 3) crashed = crash(running, dataDir, what);
        },
        () => crashed !== undefined,
      );
      await crashed;
      crashes += 1;

      if (what === 'server') {
        server = await startServer(dataDir);
        db = await connect(server);
      } else {
        // The server restarts its database by itself.
        const deadline = Date.now() + 20_000;
        while ((await fetch(`${server.url}/api/health`).catch(() => undefined))?.status !== 200) {
          if (Date.now() > deadline) throw new Error('the database did not come back');
          await sleep(100);
        }
      }
      for (const write of batch) {
        if (write.first && 'status' in write.first && write.first.status < 300) continue;
        write.stranded = (await db.collection(collectionOf(write)).countDocuments(filterOf(write))) > 0;
      }
      // A claim left 'running' is taken over only once it is stale: ageing the claims stands in for
      // the clock passing STALE_CLAIM_MS (60 s) before the client's retry.
      await db.collection('idempotencyKeys').updateMany({ state: 'running' }, { $set: { createdAt: new Date(Date.now() - PAST_STALE_CLAIM_MS) } });

      // The outbox's retry: the same key and body, again after a 503 or 429 (a retryable answer).
      const url = server.url;
      await pool(batch, IN_FLIGHT, async (write) => {
        for (let attempt = 0; ; attempt += 1) {
          const answer = await send(url, write).catch(() => undefined);
          if (answer && answer.status !== 503 && answer.status !== 429) {
            write.retry = answer;
            return;
          }
          if (attempt > 40) throw new Error(`no answer for ${write.tag}`);
          await sleep(250);
        }
      });
    }

    // What the database holds per key.
    const documentsPerKey = new Map<KeyedWrite, ObjectId[]>();
    // Requests whose matching failed (the database died under it) are left for the admin's rematch.
    const leftUnmatched = new Set<string>();
    for (const write of writes) {
      const docs = await db.collection(collectionOf(write)).find(filterOf(write), { projection: { _id: 1, unmatchedReason: 1 } }).toArray();
      documentsPerKey.set(write, docs.map((doc) => doc._id));
      for (const doc of docs) if (doc.unmatchedReason) leftUnmatched.add(doc._id.toHexString());
    }
    const requestIds = [...documentsPerKey.entries()].filter(([write]) => write.kind !== 'booking').flatMap(([, ids]) => ids);
    const leads = await db.collection('leads').find({}).toArray();
    const outbox = await db.collection('outbox').find({}, { projection: { key: 1, to: 1 } }).toArray();

    const histogram = (values: number[]) =>
      Object.fromEntries([...new Set(values)].sort((a, b) => a - b).map((value) => [value, values.filter((other) => other === value).length]));
    const firstAnswered = writes.filter((write) => write.first && 'status' in write.first && write.first.status < 300);
    const leadsPerPair = new Map<string, number>();
    for (const lead of leads) {
      const pair = `${String(lead.onboardingId ?? lead.businessId)}:${String(lead.bookkeeperId)}`;
      leadsPerPair.set(pair, (leadsPerPair.get(pair) ?? 0) + 1);
    }
    const leadsPerRequest = requestIds.map((id) => leads.filter((lead) => id.equals(lead.onboardingId ?? lead.businessId)).length);
    const mailsPerLead = leads.map((lead) => outbox.filter((mail) => mail.key === `lead:${lead._id.toHexString()}`).length);
    const customerMails = writes.filter((write) => write.kind !== 'booking').map((write) => outbox.filter((mail) => mail.to === write.tag).length);
    console.log(
      `crash-retry: ${writes.length} keys, ${crashes} crashes (${ROUNDS.join(', ')}); first answers: ${firstAnswered.length} 2xx, ` +
        `${writes.filter((write) => write.first && 'status' in write.first && write.first.status >= 500).length} 5xx, ` +
        `${writes.filter((write) => write.first && 'error' in write.first).length} cut off, ${writes.filter((write) => !write.first).length} not sent; ` +
        `${writes.filter((write) => write.stranded).length} stored without a 2xx before their retry; ` +
        `retries: ${JSON.stringify(histogram(writes.map((write) => write.retry?.status ?? 0)))} by status`,
    );
    for (const kind of Object.keys(PER_ROUND) as Kind[]) {
      const ofKind = writes.filter((write) => write.kind === kind);
      console.log(`crash-retry: ${kind}: documents per key ${JSON.stringify(histogram(ofKind.map((write) => documentsPerKey.get(write)!.length)))}`);
    }
    console.log(
      `crash-retry: leads per request+provider ${JSON.stringify(histogram([...leadsPerPair.values()]))}, leads per request ${JSON.stringify(histogram(leadsPerRequest))}, ` +
        `mails per lead ${JSON.stringify(histogram(mailsPerLead))}, match mails per customer ${JSON.stringify(histogram(customerMails))}, ` +
        `requests left unmatched for the admin ${leftUnmatched.size}`,
    );

    for (const write of writes) {
      const docs = documentsPerKey.get(write)!;
      expect(docs, `documents for ${write.tag}`).toHaveLength(1);
      expect(write.retry?.status, `retry of ${write.tag}: ${JSON.stringify(write.retry?.body)}`).toBeGreaterThanOrEqual(200);
      expect(write.retry!.status).toBeLessThan(300);
      expect(answeredId(write.kind, write.retry!.body), `retry of ${write.tag}`).toBe(docs[0]!.toHexString());
      if (write.first && 'status' in write.first && write.first.status < 300) expect(write.retry!.body, `retry of ${write.tag}`).toEqual(write.first.body);
      if (write.kind !== 'booking') {
        const count = leads.filter((lead) => docs[0]!.equals(lead.onboardingId ?? lead.businessId)).length;
        expect(write.retry!.body.matched, `matched for ${write.tag}`).toBe(leftUnmatched.has(docs[0]!.toHexString()) ? 0 : count);
      }
    }
    expect([...leadsPerPair.values()].every((count) => count === 1)).toBe(true);
    expect(leadsPerRequest.every((count) => count <= 3)).toBe(true);
    // Every booking has its provider's lead.
    for (const write of writes.filter((candidate) => candidate.kind === 'booking')) {
      expect(leadsPerPair.get(`${String(write.body.businessId)}:${String(write.body.bookkeeperId)}`), `lead for ${write.tag}`).toBe(1);
    }
    // One notice per lead and one match mail per matched request: none lost, none twice. A match
    // that failed part-way is the admin's to run again (which notifies its leads); none twice there either.
    for (const [index, lead] of leads.entries()) {
      const request = String(lead.onboardingId ?? lead.businessId);
      if (leftUnmatched.has(request)) expect(mailsPerLead[index], `notices of lead ${String(lead._id)}`).toBeLessThanOrEqual(1);
      else expect(mailsPerLead[index], `notices of lead ${String(lead._id)} (request ${request})`).toBe(1);
    }
    for (const [index, write] of writes.filter((candidate) => candidate.kind !== 'booking').entries()) {
      if (leftUnmatched.has(documentsPerKey.get(write)![0]!.toHexString())) expect(customerMails[index], `match mails to ${write.tag}`).toBeLessThanOrEqual(1);
      else expect(customerMails[index], `match mails to ${write.tag}`).toBe(write.retry!.body.matched === 0 ? 0 : 1);
    }
  }, 240_000);
});
