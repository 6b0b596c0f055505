/**
 * A fuzz test over every route. Property-based (fast-check, fixed seed) requests built from
 * the shared request schemas and from whole-request hostility: operator objects, deep nesting,
 * control characters, huge and unicode strings, wrong content types and encodings, odd headers,
 * query strings and paths, and raw bytes Node's parser must refuse. For every response:
 *   - the status is below 500 and a response arrives at all;
 *   - a 4xx to an /api path has a JSON body with a non-empty `message` (HEAD excepted: no body);
 *   - a 4xx wrote nothing: no collection's document count changed and the seeded records that a
 *     PATCH could change are unchanged. The one write a 4xx may make is the Idempotency-Key record
 *     that stores that 4xx for replay (by design, see http/idempotency.ts): one new record, under the
 *     key the request sent, finished, with the same status.
 * Requests run one at a time, so the counts before and after a request belong to it alone.
 *
 * Reproduce with the seed printed at the start: FUZZ_SEED=<seed>. FUZZ_COLLECT=1 runs every case
 * and lists all failure classes instead of stopping (and shrinking) at the first counterexample.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import {
  bookingCreateRequestSchema,
  bookkeeperRegisterRequestSchema,
  bookkeepersQuerySchema,
  businessRegisterRequestSchema,
  catalogueQuerySchema,
  contactRequestSchema,
  customerOnboardingRequestSchema,
  leadUpdateRequestSchema,
  loginRequestSchema,
  rejectProviderRequestSchema,
  requestCloseRequestSchema,
  requestEditSchema,
  requestHiredRequestSchema,
  requestReadQuerySchema,
  requestSessionRequestSchema,
} from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouters } from '../../src/app';
import { readConfig } from '../../src/config';
import { collections } from '../../src/db/collections';
import { hashAccessKey } from '../../src/services/access-keys';
import { ensureAdminUser } from '../../src/services/admin-user';
import { startTestApi, type TestApi } from '../support/api-server';
import { pathSpellings } from '../support/path-spellings';
import { businessDoc, insertProviders, leadDoc, providerDoc, validBusinessRequest, validProviderRegistration, validQuestionnaire } from '../support/factories';
import {
  CONTROL_CHARACTERS,
  JsonEntries,
  controlString,
  deepJson,
  describeValue,
  hostileFieldValue,
  hostileKey,
  hostileValue,
  idempotencyKeyValue,
  objectShape,
  percentEncode,
  textFlavours,
  toJsonText,
  unicodeString,
} from '../support/hostile-values';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_808);
const COLLECT = process.env.FUZZ_COLLECT === '1';
/** Runs per property; 2,560 requests in all, plus shrinking when a property fails. */
const RUNS = { bodies: 900, wholeRequests: 450, headers: 300, queries: 350, paths: 410, rawBytes: 150 };
const MIN_REQUESTS = 2_000;
const TIMEOUT_MS = 120_000;

/** Every collection a request could write to. */
const WATCHED = [
  'businesses',
  'bookkeepers',
  'bookings',
  'leads',
  'customerOnboardings',
  'outbox',
  'sessions',
  'dashboardSignins',
  'requestSessions',
  'requestDigests',
  'idempotencyKeys',
  'users',
  'reviews',
  'catalogueTombstones',
] as const;
const ADMIN_PASSWORD = 'fuzz admin password 1';
const DASHBOARD_KEY = 'fuzz-dashboard-key-0123456789abcdef';
const REQUEST_KEY = 'fuzz-request-key-0123456789abcdefgh';

// ---- the world the requests run against ----

interface World {
  providerId: string;
  username: string;
  slug: string;
  pendingId: string;
  victimId: string;
  businessId: string;
  leadId: string;
  /** A questionnaire whose page REQUEST_KEY opens. */
  requestId: string;
  adminCookie: string;
  seededIds: { providers: ObjectId[]; lead: ObjectId };
}

interface HostileRequest {
  /** Property that made it, for reports. */
  kind: string;
  /** Route template, for reports. */
  route: string;
  /** How failures are grouped in the FUZZ_COLLECT report (default: the route). */
  group?: string;
  method: string;
  /** Request target as sent (percent-encoding included). */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  /** Omit Content-Length: the client sends the body chunked. */
  chunked?: boolean;
  /** The whole request as bytes, sent over a plain socket (what http.request refuses to send). */
  raw?: Buffer;
  /** What is hostile about it, readable. */
  note: string;
}

interface Reply {
  status: number;
  contentType: string;
  cacheControl: string;
  text: string;
}

interface Snapshot {
  counts: Record<string, number>;
  records: string;
}

let api: TestApi;
let world: World;
let distDir: string;
let port = 0;
let sent = 0;
let current: Snapshot | undefined;
const failures: { request: HostileRequest; reply: Reply | undefined; problems: string[] }[] = [];
/** Responses per property and status, printed at the end: shows how deep the requests got. */
const statuses = new Map<string, Map<number, number>>();

// ---- sending ----

/** Node refuses header values outside tab, printable ASCII and latin-1; map anything else to its UTF-8 bytes, controls to '?'. */
const headerSafe = (value: string) => Buffer.from(value, 'utf8').toString('latin1').replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

function sendHttp(request: HostileRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.map(headerSafe) : headerSafe(value);
    if (request.body !== undefined && !request.chunked) headers['content-length'] = request.body.length;
    let settled = false;
    let responded = false;
    const finish = (error: Error | undefined, reply?: Reply) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(reply!);
    };
    const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent: false }, (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish(undefined, {
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          cacheControl: String(res.headers['cache-control'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (error) => finish(error));
      res.on('close', () => finish(new Error('response closed before its end')));
    });
    // A server may answer (413) and close before the whole body is written: the answer counts.
    req.on('error', (error) => {
      if (!responded) finish(error);
    });
    req.setTimeout(20_000, () => req.destroy(new Error('no response within 20 s')));
    req.end(request.body);
  });
}

function sendRaw(bytes: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // Write without half-closing: Node drops a request whose client sent FIN before the answer was ready.
    // `Connection: close` in every raw request makes the server close once it has answered.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no response within 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => resolve(parseRawResponse(Buffer.concat(chunks))));
  });
}

function parseRawResponse(bytes: Buffer): Reply {
  const text = bytes.toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const split = text.indexOf('\r\n\r\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  let body = split >= 0 ? bytes.subarray(split + 4) : Buffer.alloc(0);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  if (/chunked/i.test(header('transfer-encoding'))) {
    const parts: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const lineEnd = body.indexOf('\r\n', offset);
      if (lineEnd < 0) break;
      const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status, contentType: header('content-type'), cacheControl: header('cache-control'), text: body.toString('utf8') };
}

async function snapshot(): Promise<Snapshot> {
  const db = api.db;
  const [counts, providers, lead, users] = await Promise.all([
    Promise.all(WATCHED.map((name) => db.collection(name).estimatedDocumentCount())),
    db.collection('bookkeepers').find({ _id: { $in: world.seededIds.providers } }).sort({ _id: 1 }).toArray(),
    db.collection('leads').findOne({ _id: world.seededIds.lead }),
    db.collection('users').find({}).sort({ _id: 1 }).toArray(),
  ]);
  return { counts: Object.fromEntries(WATCHED.map((name, index) => [name, counts[index]!])), records: JSON.stringify({ providers, lead, users }) };
}

// ---- judging ----

function clip(text: string, max = 160): string {
  return text.length > max ? `${JSON.stringify(text.slice(0, max))}...(${text.length} chars)` : JSON.stringify(text);
}

function describeRequest(request: HostileRequest): string {
  const lines = [`[${request.kind}] ${request.route}: ${request.note}`];
  if (request.raw) {
    lines.push(`raw bytes: ${clip(request.raw.toString('latin1'), 400)}`);
    return lines.join('\n  ');
  }
  lines.push(`${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}...(${request.path.length} chars)` : request.path}`);
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${clip(item, 100)}`);
  }
  if (request.body !== undefined) lines.push(`body (${request.body.length} bytes${request.chunked ? ', chunked' : ''}): ${clip(request.body.toString('latin1'), 240)}`);
  return lines.join('\n  ');
}

/** The request's Idempotency-Key as the server reads it (HTTP trims spaces and tabs around a value). */
function sentIdempotencyKey(request: HostileRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (request.raw || typeof value !== 'string') return undefined;
  return headerSafe(value).replace(/^[ \t]+|[ \t]+$/g, '') || undefined;
}

async function judge(request: HostileRequest, reply: Reply | undefined, before: Snapshot, after: Snapshot): Promise<string[]> {
  if (!reply) return ['no HTTP response at all'];
  const problems: string[] = [];
  if (reply.status === 0) problems.push(`no parsable HTTP response: ${clip(reply.text)}`);
  if (reply.status >= 500) problems.push(`status ${reply.status}: ${clip(reply.text)}`);
  if (reply.status < 400 || reply.status >= 500) return problems;

  const pathname = request.path.split(/[?#]/)[0]!;
  if ((pathname === '/api' || pathname.startsWith('/api/')) && request.method !== 'HEAD') {
    let message: unknown;
    try {
      message = (JSON.parse(reply.text) as { message?: unknown } | null)?.message;
    } catch {
      message = undefined;
    }
    if (!/application\/json/i.test(reply.contentType) || typeof message !== 'string' || !message.trim()) {
      problems.push(`${reply.status} without a JSON message (content-type ${JSON.stringify(reply.contentType)}, body ${clip(reply.text)})`);
    }
  }

  const changed = WATCHED.filter((name) => before.counts[name] !== after.counts[name]);
  // The one write a 4xx may make: the record that stores it for replay under the key the request sent
  // (its _id is the key, or "<caller>:<key>"), finished, with the same status.
  const key = sentIdempotencyKey(request);
  const storedReplay = async () => {
    if (!key || after.counts.idempotencyKeys !== before.counts.idempotencyKeys! + 1) return false;
    const record = await api.db
      .collection<{ _id: string; state?: string; status?: number }>('idempotencyKeys')
      .findOne({ $or: [{ _id: key }, { _id: { $regex: `:${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` } }] });
    return record?.state === 'done' && record.status === reply.status;
  };
  const writes: string[] = changed.filter((name) => name !== 'idempotencyKeys');
  if (changed.includes('idempotencyKeys') && !(await storedReplay())) writes.push('idempotencyKeys');
  for (const name of writes) problems.push(`${reply.status} but ${name} went from ${before.counts[name]} to ${after.counts[name]} documents`);
  if (before.records !== after.records) problems.push(`${reply.status} but a seeded provider, lead or user changed`);
  return problems;
}

/** Sends one request and checks the three properties; throws (or, with FUZZ_COLLECT, records) on a violation. */
async function exchange(request: HostileRequest): Promise<Reply | undefined> {
  const before = current ?? (await snapshot());
  let reply: Reply | undefined;
  let error: unknown;
  sent += 1;
  try {
    reply = request.raw ? await sendRaw(request.raw) : await sendHttp(request);
  } catch (caught) {
    error = caught;
  }
  const after = await snapshot();
  current = after;
  const seen = statuses.get(request.kind) ?? new Map<number, number>();
  seen.set(reply?.status ?? 0, (seen.get(reply?.status ?? 0) ?? 0) + 1);
  statuses.set(request.kind, seen);
  const problems = await judge(request, reply, before, after);
  if (error) problems.unshift(`request failed: ${String(error)}`);
  if (!problems.length) return reply;
  if (COLLECT) {
    failures.push({ request, reply, problems });
    return reply;
  }
  throw new Error(`${problems.join('; ')}\n  ${describeRequest(request)}`);
}

/** Groups collected failures by property, route, method and status; prints one example per class. */
function failureReport(kind: string): string {
  const classes = new Map<string, { count: number; example: string }>();
  for (const failure of failures.filter((entry) => entry.request.kind === kind)) {
    const problem = failure.problems[0]!.replace(/\d+ documents/g, 'N documents').replace(/body ".*$/, '').slice(0, 90);
    const id = `${failure.request.group ?? failure.request.route} ${failure.request.method} -> ${failure.reply?.status ?? 'none'}: ${problem}`;
    const entry = classes.get(id) ?? { count: 0, example: `${failure.problems.join('; ')}\n  ${describeRequest(failure.request)}` };
    entry.count += 1;
    // Keep the smallest example of each class.
    if (describeRequest(failure.request).length < entry.example.length) entry.example = `${failure.problems.join('; ')}\n  ${describeRequest(failure.request)}`;
    classes.set(id, entry);
  }
  return [...classes.entries()].map(([id, { count, example }]) => `${count} x ${id}\n  e.g. ${example}`).join('\n\n');
}

async function check(kind: string, arbitrary: fc.Arbitrary<HostileRequest>, numRuns: number): Promise<void> {
  const described = arbitrary.map((request) => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }));
  await fc.assert(
    fc.asyncProperty(described, async (request) => {
      await exchange(request);
    }),
    { seed: SEED, numRuns },
  );
  if (COLLECT) {
    const report = failureReport(kind);
    if (report) console.log(`---- ${kind}: failure classes ----\n${report}`);
    expect(report, 'see the failure classes printed above').toBe('');
  }
}

// ---- the route table ----

type Auth = 'dashboard' | 'request' | 'admin' | 'none';

interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  template: string;
  /** Real values for the path parameter, so some requests reach real records. */
  params?: () => string[];
  auth: Auth;
  /** The request schema and a valid body built from the factories (nonce keeps usernames unique). */
  schema?: z.ZodType;
  base?: (nonce: number) => Record<string, unknown>;
  /** Query parameters, read from the query schema. */
  query?: z.ZodType;
  weight?: number;
}

const questionnaire = () => validQuestionnaire({ primaryServices: ['Bookkeeping'] });

function routes(): Route[] {
  const providers = () => [world.providerId, world.pendingId, world.victimId];
  return [
    { method: 'GET', template: '/api/settings/countries', auth: 'none' },
    { method: 'GET', template: '/api/settings/cities', auth: 'none' },
    { method: 'GET', template: '/api/settings/services', auth: 'none' },
    { method: 'GET', template: '/api/health', auth: 'none' },
    { method: 'GET', template: '/api/bookkeepers', auth: 'none', query: bookkeepersQuerySchema },
    { method: 'GET', template: '/api/bookkeepers/:id', auth: 'none', params: providers },
    { method: 'GET', template: '/api/bookkeepers/username/:handle', auth: 'none', params: () => [world.username, world.username.toUpperCase()] },
    { method: 'GET', template: '/api/bookkeepers/slug/:slug', auth: 'none', params: () => [world.slug] },
    { method: 'GET', template: '/api/bookkeeper/:id', auth: 'none', params: providers },
    {
      method: 'POST',
      template: '/api/bookkeepers/:id/contact',
      auth: 'none',
      params: providers,
      schema: contactRequestSchema,
      base: (nonce) => ({ email: `visitor${nonce}@example.com` }),
    },
    {
      method: 'POST',
      template: '/api/bookkeeper/register',
      auth: 'none',
      schema: bookkeeperRegisterRequestSchema,
      base: (nonce) => validProviderRegistration(nonce),
    },
    { method: 'POST', template: '/api/business/register', auth: 'none', schema: businessRegisterRequestSchema, base: () => validBusinessRequest() },
    {
      method: 'POST',
      template: '/api/bookings',
      auth: 'none',
      schema: bookingCreateRequestSchema,
      base: () => ({
        bookkeeperId: world.providerId,
        businessId: world.businessId,
        serviceType: 'Bookkeeping',
        startDate: '2030-01-15',
        estimatedHours: 10,
        description: 'Monthly books',
        clientNotes: 'Call first',
      }),
    },
    { method: 'POST', template: '/api/customer-onboarding', auth: 'none', schema: customerOnboardingRequestSchema, base: () => questionnaire() },
    { method: 'GET', template: '/api/bookkeeper/:id/leads', auth: 'dashboard', params: providers },
    { method: 'GET', template: '/api/lead/:id', auth: 'dashboard', params: () => [world.leadId] },
    {
      method: 'PATCH',
      template: '/api/lead/:id',
      auth: 'dashboard',
      params: () => [world.leadId],
      schema: leadUpdateRequestSchema,
      base: () => ({ status: 'contacted', from: 'new' }),
    },
    { method: 'GET', template: '/api/requests/:id', auth: 'request', params: () => [world.requestId], query: requestReadQuerySchema },
    {
      method: 'POST',
      template: '/api/requests/:id/session',
      auth: 'request',
      params: () => [world.requestId],
      schema: requestSessionRequestSchema,
      base: () => ({ key: REQUEST_KEY }),
    },
    { method: 'POST', template: '/api/requests/:id/more-matches', auth: 'request', params: () => [world.requestId], base: () => ({}) },
    // The seeded lead is another request's: a valid body reaches the lookup and its 404.
    {
      method: 'POST',
      template: '/api/requests/:id/hired',
      auth: 'request',
      params: () => [world.requestId],
      schema: requestHiredRequestSchema,
      base: () => ({ leadId: world.leadId }),
    },
    {
      method: 'PATCH',
      template: '/api/requests/:id',
      auth: 'request',
      params: () => [world.requestId],
      schema: requestEditSchema,
      base: () => ({ email: 'fuzz.customer@example.com', phone: '+1 555 0100' }),
    },
    // Closing ends the request, after which its other actions are 409s: rarely, so they get deep first.
    {
      method: 'POST',
      template: '/api/requests/:id/close',
      auth: 'request',
      params: () => [world.requestId],
      schema: requestCloseRequestSchema,
      base: () => ({ reason: 'No longer needed' }),
      weight: 0.1,
    },
    { method: 'GET', template: '/api/sync/catalogue', auth: 'none', query: catalogueQuerySchema },
    // Each login that passes validation costs one scrypt (~90 ms here): fewer of those.
    { method: 'POST', template: '/api/auth/login', auth: 'none', schema: loginRequestSchema, base: () => ({ username: 'admin', password: ADMIN_PASSWORD }), weight: 0.3 },
    { method: 'POST', template: '/api/auth/logout', auth: 'none', base: () => ({}) },
    { method: 'GET', template: '/api/auth/session', auth: 'admin' },
    { method: 'GET', template: '/api/auth/demo-credentials', auth: 'none' },
    { method: 'GET', template: '/api/admin/unmatched-requests', auth: 'admin' },
    { method: 'PATCH', template: '/api/admin/providers/:id/approve', auth: 'admin', params: () => [world.pendingId, world.victimId], base: () => ({}) },
    {
      method: 'PATCH',
      template: '/api/admin/providers/:id/reject',
      auth: 'admin',
      params: () => [world.victimId, world.pendingId],
      schema: rejectProviderRequestSchema,
      base: () => ({ reason: 'Licence could not be verified' }),
    },
  ];
}

/** Unknown API paths and the PWA's static paths (served from a fixture build). */
const OTHER_PATHS = [
  '/api', '/api/', '/api/nope', '/api/%00', '/api/bookkeepers/', '/api//bookkeepers', '/API/settings/countries', '/api/settings',
  '/api/settings/countries/..', '/api/settings/%2e%2e/admin/unmatched-requests', '/api/admin', '/api/admin/providers', '/api/lead',
  '/api/%E0%A4%A', '/api/bookkeepers/%E0%A4%A/contact', `/api/${'x'.repeat(5_000)}`,
  '/', '/index.html', '/assets/app-abc123.js', '/assets/%E0%A4%A', '/%00', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json',
  '/@fuzz_pro', '/marketplace/firms/%00', '/dashboard/x?key=%00', `/${'%F0%9F%98%80'.repeat(300)}`, '/%', '/assets/../../../etc/passwd',
  '/sw.js', '/manifest.webmanifest', '/favicon.ico', '//evil.example/', '/\\evil',
];

const PATH_SEGMENTS = [
  '%00', 'abc%00', '%2e%2e', '..', '..%2f..%2f', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80',
  '%F0%9F%98%80', '%24gt', '$gt', '%7B%22%24gt%22%3A%22%22%7D', '[object Object]', '__proto__', 'constructor', 'null', 'undefined', '-1', '0',
  '%20', '%0d%0aSet-Cookie:%20x=y', '0123456789abcdef01234567', 'ffffffffffffffffffffffff', '000000000000000000000000', 'GGGGGGGGGGGGGGGGGGGGGGGG',
  '0123456789abcdef0123456', '0123456789abcdef012345678', '%FF%FE', 'a;b', 'a,b', '*', '~', '@', 'id?x=1', 'id#frag',
];

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'] as const;

// ---- arbitraries shared by the properties ----

const authArb = fc.constantFrom('proper' as const, 'proper' as const, 'none' as const, 'wrong' as const);

function authHeaders(route: Route, auth: 'proper' | 'none' | 'wrong'): Record<string, string> {
  if (auth === 'wrong') {
    const forged = { 'x-dashboard-key': 'not-the-dashboard-key', cookie: 'll_session=forged-session-token' };
    return route.auth === 'request' ? { ...forged, 'x-request-key': 'not-the-request-key', cookie: `ll_req_${world.requestId}=forged-session-token` } : forged;
  }
  if (auth === 'none') return {};
  if (route.auth === 'dashboard') return { 'x-dashboard-key': DASHBOARD_KEY };
  if (route.auth === 'request') return { 'x-request-key': REQUEST_KEY };
  // Never the real session on logout: signing out would end the admin session the other requests use.
  if (route.auth === 'admin' && !route.template.includes('logout')) return { cookie: world.adminCookie };
  return {};
}

function paramArb(route: Route): fc.Arbitrary<string> {
  return route.params ? fc.constantFrom(...route.params()) : fc.constant('');
}

function fillPath(template: string, param: string): string {
  return template.replace(/:[a-z]+/, param);
}

const jsonBody = (value: unknown) => Buffer.from(toJsonText(value), 'utf8');

/** Null most of the time, else a value: `fc.option` is the other way round (null 1 in `freq`). */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, outOf = 4): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: outOf - 1 }, { arbitrary, weight: 1 });

/** A request that signs out never carries the real admin session: the other requests need it. */
function finalize(request: HostileRequest): HostileRequest {
  if (/logout/i.test(request.path)) {
    const cookie = request.headers.cookie;
    const admin = world.adminCookie;
    if (typeof cookie === 'string' && cookie.includes(admin)) request.headers.cookie = cookie.replace(admin, 'll_session=logout-only');
    if (Array.isArray(cookie)) request.headers.cookie = cookie.map((item) => item.replace(admin, 'll_session=logout-only'));
  }
  return request;
}

// ---- property 1: schema-driven bodies ----

function bodyCase(route: Route): fc.Arbitrary<HostileRequest> {
  const shape = objectShape(route.schema!);
  const fields = Object.keys(shape);
  const replacement = fc.constantFrom(...fields).chain((field) => hostileFieldValue(shape[field]!, field).map((value) => [field, value] as const));
  return fc
    .record({
      param: paramArb(route),
      replace: fc.uniqueArray(replacement, { minLength: 0, maxLength: 3, selector: ([field]) => field }),
      drop: sometimes(fc.constantFrom(...fields), 6),
      extras: fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...fields)), hostileValue), { maxLength: 2 }),
      auth: authArb,
      idempotencyKey: sometimes(idempotencyKeyValue, 3),
      nonce: fc.nat(),
    })
    .filter(({ replace, drop, extras }) => replace.length + extras.length + (drop ? 1 : 0) > 0)
    .map(({ param, replace, drop, extras, auth, idempotencyKey, nonce }) => {
      const entries: [string, unknown][] = Object.entries(route.base!(nonce));
      const notes: string[] = [];
      for (const [field, value] of replace) {
        const at = entries.findIndex(([name]) => name === field);
        if (at >= 0) entries[at] = [field, value];
        else entries.push([field, value]);
        notes.push(`${field}=${describeValue(value)}`);
      }
      if (drop) {
        const at = entries.findIndex(([name]) => name === drop);
        if (at >= 0) entries.splice(at, 1);
        notes.push(`without ${drop}`);
      }
      for (const [key, value] of extras) {
        entries.push([key, value]);
        notes.push(`extra ${JSON.stringify(key)}=${describeValue(value)}`);
      }
      const headers: Record<string, string> = { 'content-type': 'application/json', ...authHeaders(route, auth) };
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      return finalize({
        kind: 'bodies',
        route: `${route.method} ${route.template}`,
        method: route.method,
        path: fillPath(route.template, param),
        headers,
        body: jsonBody(new JsonEntries(entries)),
        note: notes.join(', '),
      });
    });
}

// ---- property 2: whole-request hostility (content types, encodings, malformed bytes) ----

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz', 'multipart/form-data', null, 'application/json; charset=utf-16le', 'application/json; charset=latin1',
  'application/json; charset=bogus-charset', 'application/vnd.api+json', 'application/merge-patch+json', 'application/csp-report',
  'application/xml', '*/*', 'application/json, text/plain', 'APPLICATION/JSON', 'application/jsonp', 'a/b/c', ';;;', '',
  'application/json; boundary=x; charset="utf-8"', 'text/html',
] as const;

type Compression = 'none' | 'gzip' | 'deflate' | 'br' | 'truncated-gzip' | 'bomb';
const ENCODINGS: readonly { label: string | null; compress: Compression }[] = [
  { label: null, compress: 'none' },
  { label: null, compress: 'none' },
  { label: 'identity', compress: 'none' },
  { label: 'gzip', compress: 'none' },
  { label: 'deflate', compress: 'none' },
  { label: 'br', compress: 'none' },
  { label: 'GZIP', compress: 'none' },
  { label: 'gzip', compress: 'gzip' },
  { label: 'deflate', compress: 'deflate' },
  { label: 'br', compress: 'br' },
  { label: 'gzip', compress: 'truncated-gzip' },
  { label: 'gzip', compress: 'bomb' },
  { label: 'gzip, gzip', compress: 'gzip' },
  { label: 'x-bogus', compress: 'none' },
  { label: 'compress', compress: 'none' },
];

let gzipBomb: Buffer | undefined;
/** 20 MB of zeros in about 20 KB. */
const bomb = () => (gzipBomb ??= zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 }));

function compress(body: Buffer, how: Compression): Buffer {
  switch (how) {
    case 'gzip': return zlib.gzipSync(body);
    case 'deflate': return zlib.deflateSync(body);
    case 'br': return zlib.brotliCompressSync(body);
    case 'truncated-gzip': { const full = zlib.gzipSync(body); return full.subarray(0, Math.max(1, full.length >> 1)); }
    case 'bomb': return bomb();
    default: return body;
  }
}

const MALFORMED_JSON = [
  '{"a":1,}', "{'a':1}", '{a:1}', '{"a":NaN}', '{"a":undefined}', '{"a":1}{"b":2}', '{"a":"\\x"}', '{"a":"line\nbreak"}', '{"a":01}',
  '{"a":.5}', '{"a":+1}', '{"a":0x10}', '{"a":"\\u00"}', '{"a":1} trailing', ' ', '\u0000', '[', ']', '{', '}', '"', '{"a":1}\u0000',
  '/* comment */ {}', '{"a":"\\ud800"}', '{"":""}', '{"a":1e999}', '{"a":-}', '{"a" 1}', '{"a":1 "b":2}', '\ufeff{}', '{"a":tru}',
] as const;
const NON_OBJECTS = ['null', '"text"', '123', '[]', 'true', '[{}]', '""', '[1,2,3]', '-0', '1e999'] as const;
const INVALID_UTF8 = [[0xff], [0xfe], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]] as const;
const FORMS = [
  'companyName[$gt]=&industry=retail', 'email[$ne]=x', '__proto__[isApproved]=true', 'constructor[prototype][polluted]=1', 'email=a%40b.com%0aBcc:x@y.z',
  '%E0%A4%A=1', '&&&', '=', 'a=1&a=2&a=3', 'email=visitor%40example.com&email=x', 'status=won&from[$ne]=x', 'reason=%00',
] as const;

const payloadArb = (route: Route) => {
  const base = route.base ? route.base(0) : {};
  const json = toJsonText(base);
  const firstString = json.indexOf('":"') >= 0 ? json.indexOf('":"') + 3 : 1;
  const shape = route.schema ? objectShape(route.schema) : undefined;
  const asForm = new URLSearchParams(Object.entries(base).map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(',') : String(value)])).toString();
  return fc.oneof(
    fc.constant({ bytes: Buffer.from(json), note: 'the valid base body' }),
    (shape
      ? fc.constantFrom(...Object.keys(shape)).chain((field) => hostileFieldValue(shape[field]!, field).map((value) => ({ field, value })))
      : fc.record({ field: hostileKey, value: hostileValue })
    ).map(({ field, value }) => ({ bytes: jsonBody({ ...base, [field]: value }), note: `${field}=${describeValue(value)}` })),
    fc.integer({ min: 0, max: Math.max(0, json.length - 1) }).map((cut) => ({ bytes: Buffer.from(json.slice(0, cut)), note: `JSON cut after ${cut} chars` })),
    fc.constantFrom(...MALFORMED_JSON).map((text) => ({ bytes: Buffer.from(text), note: `malformed JSON ${JSON.stringify(text)}` })),
    fc.constantFrom(...NON_OBJECTS).map((text) => ({ bytes: Buffer.from(text), note: `JSON ${text} instead of an object` })),
    fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.boolean()).map(([bytes, inString]) => {
      const at = inString ? firstString : Math.floor(json.length / 2);
      const body = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(bytes), Buffer.from(json.slice(at))]);
      return { bytes: body, note: `invalid UTF-8 ${bytes.map((byte) => byte.toString(16)).join(' ')} at ${at}` };
    }),
    fc.constant({ bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]), note: 'UTF-8 BOM first' }),
    fc.constant({ bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]), note: 'UTF-16LE with BOM' }),
    fc.constant({ bytes: Buffer.from(json.slice(0, firstString) + 'Café ' + json.slice(firstString), 'latin1'), note: 'latin-1 bytes' }),
    fc.integer({ min: 100_000, max: 1_000_000 }).map((size) => ({ bytes: jsonBody({ ...base, padding: 'x'.repeat(size) }), note: `body padded with ${size} chars` })),
    fc.tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const, 'operator' as const), fc.boolean()).map(([depth, shapeName, whole]) => {
      const deep = deepJson(depth, shapeName);
      const firstField = Object.keys(base)[0] ?? 'a';
      return { bytes: Buffer.from(whole ? deep.text : toJsonText(new JsonEntries([...Object.entries(base).filter(([name]) => name !== firstField), [firstField, deep]]))), note: whole ? `body ${deep.label}` : `${firstField} ${deep.label}` };
    }),
    fc.constantFrom(...FORMS, asForm).map((text) => ({ bytes: Buffer.from(text), note: `form ${JSON.stringify(text.slice(0, 80))}` })),
    fc.integer({ min: 10, max: 3_000 }).map((depth) => ({ bytes: Buffer.from(`a${'[a]'.repeat(depth)}=1`), note: `form key nested ${depth} deep` })),
    fc.constant({ bytes: Buffer.from(`a=${'x'.repeat(150_000)}`), note: 'form over the size limit' }),
    fc.constantFrom(
      '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nvisitor@example.com\r\n--fuzz--\r\n',
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\u0001\r\n--fuzz--\r\n',
      '--fuzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"isApproved":true}\r\n--fuzz',
      '--wrong\r\n\r\n--wrong--',
    ).map((text) => ({ bytes: Buffer.from(text), note: 'multipart body' })),
    fc.constant({ bytes: Buffer.alloc(0), note: 'empty body' }),
  );
};

function wholeRequestCase(route: Route): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      param: paramArb(route),
      auth: authArb,
      payload: payloadArb(route),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      encoding: fc.constantFrom(...ENCODINGS),
      chunked: fc.boolean(),
      idempotencyKey: sometimes(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), 3),
    })
    .map(({ param, auth, payload, contentType, encoding, chunked, idempotencyKey }) => {
      const headers: Record<string, string> = { ...authHeaders(route, auth) };
      if (contentType !== null) headers['content-type'] = contentType;
      if (encoding.label !== null) headers['content-encoding'] = encoding.label;
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      return finalize({
        kind: 'whole-requests',
        route: `${route.method} ${route.template}`,
        method: route.method,
        path: fillPath(route.template, param),
        headers,
        body: compress(payload.bytes, encoding.compress),
        chunked,
        note: `${payload.note}; content-type ${JSON.stringify(contentType)}; content-encoding ${encoding.label ?? 'none'} (${encoding.compress})`,
      });
    });
}

// ---- property 3: headers ----

const latin1Text = fc.oneof(unicodeString, controlString, textFlavours).map(headerSafe);

const headerMutation: fc.Arbitrary<[string, string][]> = fc.oneof(
  { arbitrary: idempotencyKeyValue.map((value) => [['idempotency-key', value]] as [string, string][]), weight: 4 },
  { arbitrary: fc.integer({ min: 1_000, max: 12_000 }).map((size) => [['x-fuzz-padding', 'p'.repeat(size)]] as [string, string][]), weight: 1 },
  { arbitrary: fc.integer({ min: 20, max: 250 }).map((count) => Array.from({ length: count }, (_, index) => [`x-fuzz-${index}`, `value-${index}`] as [string, string])), weight: 1 },
  {
    arbitrary: fc.oneof(
      fc.constantFrom('ll_session=', 'll_session=a; ll_session=b', '=;;;=', '__proto__=1', 'll_session=%E0%A4%A', 'll_session="quoted"', `ll_session=${'x'.repeat(8_000)}`, 'll_session=\u00ff\u00fe'),
      latin1Text.map((text) => `ll_session=${text}`),
    ).map((cookie) => [['cookie', cookie]] as [string, string][]),
    weight: 2,
  },
  {
    arbitrary: fc.oneof(
      fc.constantFrom(DASHBOARD_KEY, `${DASHBOARD_KEY}\u00e9`, `${DASHBOARD_KEY}\t`, ` ${DASHBOARD_KEY}`, DASHBOARD_KEY.toUpperCase(), 'x'.repeat(9_000), '', 'null', '{"$ne":null}'),
      latin1Text,
    ).map((key) => [['x-dashboard-key', key]] as [string, string][]),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom('APPLICATION/JSON', 'application/json;;;', 'application/json; charset=utf-8; boundary=--', 'application/json; charset=', 'application/json\u00ff')
      .map((type) => [['content-type', type]] as [string, string][]),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('accept', 'accept-encoding', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip', 'origin', 'referer', 'user-agent', 'x-http-method-override', 'x-request-id', 'if-none-match', 'range', 'expect'),
        fc.oneof(latin1Text, fc.constantFrom('*/*', 'application/json;q=0', 'gzip;q=0, identity;q=0', '1.2.3.4, ::1, garbage', 'DELETE', 'bytes=0-0,1-1', '100-continue', 'null', 'javascript:alert(1)')),
      )
      .map(([name, value]) => [[name, value]] as [string, string][]),
    weight: 3,
  },
);

function headerCase(route: Route): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      param: paramArb(route),
      auth: authArb,
      body: fc.oneof(fc.constant<'base' | 'none'>('base'), fc.constant<'base' | 'none'>('none'), fc.integer({ min: 1_000, max: 60_000 })),
      mutations: fc.array(headerMutation, { minLength: 1, maxLength: 4 }),
    })
    .map(({ param, auth, body, mutations }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...authHeaders(route, auth) };
      const notes: string[] = [];
      let size = 0;
      for (const [name, value] of mutations.flat()) {
        // Stay under Node's 16 KB header limit: past it Node answers 431 itself.
        if (size + name.length + value.length > 12_000) continue;
        size += name.length + value.length + 4;
        headers[name] = value;
        notes.push(`${name}: ${clip(value, 40)}`);
      }
      const write = route.method !== 'GET' && body !== 'none';
      const bytes = !write ? undefined : body === 'base' ? jsonBody(route.base ? route.base(0) : {}) : Buffer.from(deepJson(body as number, 'array').text);
      return finalize({
        kind: 'headers',
        route: `${route.method} ${route.template}`,
        method: route.method,
        path: fillPath(route.template, param),
        headers,
        ...(bytes ? { body: bytes } : {}),
        note: `${notes.join('; ')}${typeof body === 'number' && write ? `; body nested ${body} deep` : ''}`,
      });
    });
}

// ---- property 4: query strings ----

const QUERY_VALUES = [
  '%00', 'a%00b', 'Provider%00', '%00.*', '%01%1B%7F', '%E0%A4%A', '%', '%zz', '+', '%2B', '1e309', '-1', '0', '1.5', '0x10', '%202%20', '', 'all', 'firm', 'individual',
  'Chicago', 'United%20States', 'bookkeeping', 'bookkeeping,payroll', ',,,', 'NaN', 'Infinity', '%5B%5D', '%7B%22%24gt%22%3A%22%22%7D',
  'eyJ0IjoxLCJpZCI6IjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2NyJ9', 'eyJ0IjoiMSIsImlkIjoiJGd0In0', 'eyJ0IjoxZTMwOSwiaWQiOiIwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAifQ',
  '.*', '%5C', 'a%0d%0aSet-Cookie:%20x=y', '9'.repeat(400),
] as const;

/** Valid query strings to start from, so one hostile parameter reaches the code behind the others. */
const QUERY_BASES: Record<string, [string, string][]> = {
  '/api/bookkeepers': [['providerType', 'all'], ['location', 'Chicago'], ['services', 'bookkeeping'], ['search', 'Provider'], ['page', '1'], ['limit', '12']],
  '/api/sync/catalogue': [['limit', '50']],
};

function queryCase(route: Route): fc.Arbitrary<HostileRequest> {
  // Parameter names come from the route's query schema.
  const names = route.query ? Object.keys(objectShape(route.query)) : ['page', 'limit', 'search'];
  const base = QUERY_BASES[route.template] ?? [];
  const value = fc.oneof(
    { arbitrary: fc.constantFrom(...QUERY_VALUES), weight: 5 },
    { arbitrary: fc.oneof(textFlavours, unicodeString, controlString).map(percentEncode), weight: 4 },
    { arbitrary: fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })).map(([before, after]) => `${percentEncode(before)}%00${percentEncode(after)}`), weight: 2 },
    { arbitrary: fc.integer({ min: 200, max: 9_000 }).map((size) => 'a'.repeat(size)), weight: 1 },
    { arbitrary: fc.base64String({ maxLength: 60 }).map(percentEncode), weight: 1 },
  );
  // Operator-looking, prototype and odd names; a schema name again repeats that parameter.
  const extraName = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom('[$gt]', '[$ne]', '[]', '[0]', '[$regex]', '.$gt', '[__proto__]')).map(([name, suffix]) => name + suffix), weight: 3 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][polluted]', 'key', '', '%00', 'page%00', 'a'.repeat(100), '%E0%A4%A', '$where'), weight: 1 },
  );
  return fc
    .record({
      param: paramArb(route),
      auth: authArb,
      replace: fc.uniqueArray(fc.tuple(fc.constantFrom(...names), value), { minLength: 0, maxLength: 2, selector: ([name]) => name }),
      extras: fc.array(fc.tuple(extraName, value), { minLength: 0, maxLength: 3 }),
      separator: fc.constantFrom('&', '&', '&', ';', '&&'),
      keyInQuery: fc.boolean(),
    })
    .filter(({ replace, extras }) => replace.length + extras.length > 0)
    .map(({ param, auth, replace, extras, separator, keyInQuery }) => {
      const pairs = base.map(([name, item]): [string, string] => [name, replace.find(([replaced]) => replaced === name)?.[1] ?? item]);
      for (const [name, item] of replace) if (!base.some(([known]) => known === name)) pairs.push([name, item]);
      pairs.push(...extras);
      const parts = pairs.map(([name, item]) => `${name}=${item}`);
      const queryKey = route.auth === 'dashboard' ? DASHBOARD_KEY : route.auth === 'request' ? REQUEST_KEY : undefined;
      if (keyInQuery && queryKey) parts.push(`key=${queryKey}`);
      let query = parts.join(separator);
      if (query.length > 12_000) query = query.slice(0, 12_000);
      const headers = authHeaders(route, keyInQuery && queryKey ? 'none' : auth);
      return finalize({
        kind: 'queries',
        route: `${route.method} ${route.template}`,
        method: route.method,
        path: `${fillPath(route.template, param)}?${query}`,
        headers,
        note: `query ${clip(query, 120)}`,
      });
    });
}

// ---- property 5: paths and methods ----

function pathCase(all: Route[]): fc.Arbitrary<HostileRequest> {
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...PATH_SEGMENTS), weight: 4 },
    { arbitrary: fc.oneof(unicodeString, controlString, textFlavours).map(percentEncode), weight: 2 },
    { arbitrary: fc.integer({ min: 25, max: 8_000 }).map((size) => 'a'.repeat(size)), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(() => world.providerId, () => world.leadId, () => world.pendingId), fc.constantFrom('%00', '%20', '/', '/extra', '.json', 'X', '%2F..', ''))
        .map(([id, suffix]) => `${id()}${suffix}`),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(() => world.providerId.toUpperCase(), () => ` ${world.leadId}`.replace(' ', '%20'), () => world.username, () => world.slug).map((value) => value()), weight: 1 },
  );
  const target = fc.oneof(
    {
      arbitrary: fc.tuple(fc.constantFrom(...all), fc.boolean()).chain(([route, real]) =>
        (real && route.params ? paramArb(route) : segment).map((param) => ({ route, path: route.template.includes(':') ? fillPath(route.template, param) : `${route.template}${param ? `/${param}` : ''}` })),
      ),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...OTHER_PATHS).map((target) => ({ route: undefined as Route | undefined, path: target })), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...all), fc.constantFrom((p: string) => p.toUpperCase(), (p: string) => `${p}/`, (p: string) => p.replace('/api/', '/api//'), (p: string) => `${p};jsessionid=x`, (p: string) => `${p}/..`, (p: string) => `${p}%2f`, (p: string) => p.replace(/\//g, '%2F')))
        .map(([route, change]) => ({ route: route as Route | undefined, path: change(fillPath(route.template, route.params?.()[0] ?? 'x')) })),
      weight: 2,
    },
  );
  return fc
    .record({
      target,
      method: sometimes(fc.constantFrom(...METHODS), 3),
      auth: authArb,
      keyInQuery: fc.boolean(),
      withBody: fc.boolean(),
    })
    .map(({ target, method, auth, keyInQuery, withBody }) => {
      const route = target.route;
      const verb = method ?? route?.method ?? 'GET';
      const headers = route ? authHeaders(route, auth) : auth === 'wrong' ? { cookie: 'll_session=forged-session-token' } : {};
      const sendsBody = withBody && verb !== 'GET' && verb !== 'HEAD' && route?.base !== undefined;
      if (sendsBody) headers['content-type'] = 'application/json';
      const pathText = keyInQuery ? `${target.path}${target.path.includes('?') ? '&' : '?'}key=${DASHBOARD_KEY}` : target.path;
      // Raw non-ASCII and controls in a path are the raw-bytes property's business (Node's parser refuses them).
      const safePath = pathText.replace(/[^\u0021-\u007e]/g, (char) => percentEncode(char));
      return finalize({
        kind: 'paths',
        route: route ? `${route.method} ${route.template}` : 'other paths',
        method: verb,
        path: safePath,
        headers,
        ...(sendsBody ? { body: jsonBody(route!.base!(0)) } : {}),
        note: `${verb} on a hostile path${keyInQuery ? ' with ?key=' : ''}`,
      });
    });
}

// ---- property 6: raw bytes Node's client will not send ----

const PLACEMENTS = [
  'idempotency-key', 'x-dashboard-key', 'cookie', 'content-type', 'header-name', 'target', 'target-query', 'version', 'obs-fold',
  'content-length-and-chunked', 'two-content-lengths', 'bare-lf', 'method',
] as const;

function rawCase(all: Route[]): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      route: fc.constantFrom(...all),
      placement: fc.constantFrom(...PLACEMENTS),
      char: fc.oneof(fc.constantFrom(...CONTROL_CHARACTERS), fc.constantFrom('é', '\u00ff', '😀')),
      latin1: fc.boolean(),
    })
    .map(({ route, placement, char, latin1 }) => {
      const hostile = latin1 && char.charCodeAt(0) <= 0xff ? Buffer.from(char, 'latin1') : Buffer.from(char, 'utf8');
      const param = route.params?.()[0] ?? 'x';
      const target = fillPath(route.template, param);
      const body = route.method === 'GET' ? '' : toJsonText(route.base ? route.base(0) : {});
      const method = route.method;
      const lines: (string | Buffer)[][] = [];
      const line = (...parts: (string | Buffer)[]) => lines.push(parts);
      const auth = authHeaders(route, 'proper');
      let requestLine: (string | Buffer)[] = [`${method} ${target} HTTP/1.1`];
      if (placement === 'target') requestLine = [`${method} ${target}`, hostile, ' HTTP/1.1'];
      if (placement === 'target-query') requestLine = [`${method} ${target}?search=a`, hostile, 'b HTTP/1.1'];
      if (placement === 'version') requestLine = [`${method} ${target} HTTP/1.1`, hostile];
      if (placement === 'method') requestLine = [method.slice(0, 2), hostile, `${method.slice(2)} ${target} HTTP/1.1`];
      line(...requestLine);
      line('Host: 127.0.0.1');
      line('Connection: close');
      for (const [name, value] of Object.entries(auth)) line(`${name}: ${value}`);
      if (placement === 'idempotency-key') line('Idempotency-Key: fuzz', hostile, 'key-1234');
      if (placement === 'x-dashboard-key') line(`X-Dashboard-Key: ${DASHBOARD_KEY}`, hostile);
      if (placement === 'cookie') line('Cookie: ll_session=', hostile, 'token');
      if (placement === 'header-name') line('X-Fu', hostile, 'zz: 1');
      if (placement === 'obs-fold') {
        line('X-Folded: first');
        line(' continued', hostile);
      }
      line('Content-Type: application/json', ...(placement === 'content-type' ? [hostile] : []));
      const bodyBytes = Buffer.from(body);
      if (placement === 'content-length-and-chunked') line('Transfer-Encoding: chunked');
      if (placement === 'two-content-lengths') line(`Content-Length: ${bodyBytes.length + 1}`);
      line(`Content-Length: ${bodyBytes.length}`);
      const eol = placement === 'bare-lf' ? '\n' : '\r\n';
      const head = Buffer.concat(lines.map((parts) => Buffer.concat([...parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)), Buffer.from(eol)])));
      const raw = Buffer.concat([head, Buffer.from(eol), bodyBytes]);
      return {
        kind: 'raw-bytes',
        route: `${route.method} ${route.template}`,
        group: `raw bytes in ${placement}`,
        method,
        path: target,
        headers: {},
        raw,
        note: `byte(s) ${[...hostile].map((byte) => byte.toString(16).padStart(2, '0')).join(' ')} in ${placement}`,
      };
    });
}

// ---- property 7: every mounted route in other spellings ----

interface MountedRoute {
  method: string;
  template: string;
}

/** Every method and path the app serves, read from its routers, so a new route is covered without listing it here. */
function mountedRoutes(): MountedRoute[] {
  return appRouters(api.context, () => true).flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, template: String(layer.path) }))),
  );
}

/** Real records, so a guard that let a spelling through would reach data. */
function spellingParam(template: string, param: string): string {
  if (param === 'id') {
    if (template.startsWith('/api/requests/')) return world.requestId;
    return template.startsWith('/api/lead/') ? world.leadId : template.startsWith('/api/business/') ? world.businessId : world.providerId;
  }
  if (param === 'handle') return world.username;
  if (param === 'slug') return world.slug;
  if (param === 'uploadId') return '00000000-0000-4000-8000-000000000000';
  if (param === 'kind') return 'questionnaire';
  if (param === 'file') return 'AB-120.svg';
  if (param === 'certification') return 'cpa';
  if (param === 'reviewId') return new ObjectId().toHexString();
  throw new Error(`no value for :${param} in ${template}`);
}

/** What an attacker sends: a body that would do harm if it reached the handler (the provider takeover, a lead's status). */
function spellingBody(route: MountedRoute): Buffer {
  if (route.template === '/api/provider/:id') return jsonBody({ email: 'attacker@example.com' });
  if (route.template === '/api/lead/:id') return jsonBody({ status: 'contacted', from: 'new' });
  return jsonBody({});
}

function spellingRequest(route: MountedRoute, path: string, crossSite: boolean): HostileRequest {
  const write = route.method !== 'GET';
  return {
    kind: 'spellings',
    route: `${route.method} ${route.template}`,
    method: route.method,
    path,
    headers: { ...(write ? { 'content-type': 'application/json' } : {}), ...(crossSite ? { origin: 'http://evil.example' } : {}) },
    ...(write ? { body: spellingBody(route) } : {}),
    note: crossSite ? 'another spelling of the path, sent from another site' : 'another spelling of the path, without credentials',
  };
}

/** A refusal carries at most a message; anything else in a 404 is data that leaked. */
function carriesData(reply: Reply): boolean {
  try {
    const body = JSON.parse(reply.text) as unknown;
    return typeof body === 'object' && body !== null && Object.keys(body).some((key) => key !== 'message' && key !== 'errors');
  } catch {
    return false; // the site's 404 page
  }
}

/** Another spelling is no route (404) or the very same route, with the same answer and the same caching. */
function spellingProblem(canonical: Reply, spelt: Reply): string | undefined {
  if (spelt.status === 404) return carriesData(spelt) ? `404 carrying data: ${clip(spelt.text)}` : undefined;
  if (spelt.status !== canonical.status) return `${spelt.status} where the canonical path answers ${canonical.status}: ${clip(spelt.text)}`;
  if (/no-store/.test(canonical.cacheControl) && !/no-store/.test(spelt.cacheControl)) return `${spelt.status} without the canonical path's Cache-Control: no-store`;
  return undefined;
}

// ---- the test ----

describe('API fuzz: hostile requests never get a 5xx, every 4xx has a message, and a 4xx writes nothing', () => {
  let started = 0;

  beforeAll(async () => {
    started = performance.now();
    console.info(`API fuzz seed ${SEED} (reproduce with FUZZ_SEED=${SEED}${COLLECT ? ', collecting all failures' : ''})`);
    distDir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-pwa-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>LedgerLink</title>');
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    api = await startTestApi({ writeLimitPerMinute: 1_000_000, dashboardKeyFailureLimit: 1_000_000, requestKeyFailureLimit: 1_000_000, pwaDist: distDir });
    port = Number(new URL(api.url).port);

    const provider = providerDoc({ dashboardKey: DASHBOARD_KEY, username: 'fuzz_pro', slug: 'fuzz-pro-professional-chicago' });
    const pending = providerDoc({ isApproved: false });
    const victim = providerDoc();
    await insertProviders(api.db, [provider, pending, victim]);
    const business = businessDoc();
    await collections(api.db).businesses.insertOne(business);
    const lead = leadDoc(provider._id, business._id);
    await collections(api.db).leads.insertOne(lead);
    const requestId = new ObjectId();
    await collections(api.db).customerOnboardings.insertOne({
      ...customerOnboardingRequestSchema.parse(questionnaire()),
      _id: requestId,
      status: 'matched',
      createdAt: new Date(),
      accessKeyHash: hashAccessKey(REQUEST_KEY),
    });
    await ensureAdminUser(api.db, readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_PASSWORD, SEED: 'none' }));
    const login = await api.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    world = {
      providerId: provider._id.toHexString(),
      username: provider.username,
      slug: provider.slug,
      pendingId: pending._id.toHexString(),
      victimId: victim._id.toHexString(),
      businessId: business._id.toHexString(),
      leadId: lead._id.toHexString(),
      requestId: requestId.toHexString(),
      adminCookie: login.headers.get('set-cookie')!.split(';')[0]!,
      seededIds: { providers: [provider._id, pending._id, victim._id], lead: lead._id },
    };
  });

  afterAll(async () => {
    const histogram = [...statuses].map(([kind, counts]) => `  ${kind}: ${[...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status} x${count}`).join(', ')}`);
    console.info(`API fuzz: ${sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${SEED})\n${histogram.join('\n')}`);
    await api?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it('schema-driven bodies: fields replaced by operators, deep nesting, control characters, huge and unicode strings, wrong types', { timeout: TIMEOUT_MS }, async () => {
    const bodyRoutes = routes().filter((route) => route.schema);
    const arbitrary = fc.oneof(...bodyRoutes.map((route) => ({ arbitrary: bodyCase(route), weight: Math.max(1, Math.round((route.weight ?? 1) * 10)) })));
    await check('bodies', arbitrary, RUNS.bodies);
  });

  it('whole requests: wrong content types and encodings, malformed and truncated JSON, invalid UTF-8, huge and deep bodies', { timeout: TIMEOUT_MS }, async () => {
    const writeRoutes = routes().filter((route) => route.method !== 'GET');
    const arbitrary = fc.oneof(...writeRoutes.map((route) => ({ arbitrary: wholeRequestCase(route), weight: Math.max(1, Math.round((route.weight ?? 1) * 10)) })));
    await check('whole-requests', arbitrary, RUNS.wholeRequests);
  });

  it('headers: odd Idempotency-Keys (also with deep bodies), huge and many headers, forged cookies and dashboard keys', { timeout: TIMEOUT_MS }, async () => {
    const all = routes();
    const arbitrary = fc.oneof(...all.map((route) => ({ arbitrary: headerCase(route), weight: Math.max(1, Math.round((route.weight ?? 1) * 10)) })));
    await check('headers', arbitrary, RUNS.headers);
  });

  it('query strings: NUL, repeated and operator-looking parameters, invalid percent-encoding, huge values', { timeout: TIMEOUT_MS }, async () => {
    const gets = routes().filter((route) => route.method === 'GET');
    const arbitrary = fc.oneof(...gets.map((route) => ({ arbitrary: queryCase(route), weight: route.template === '/api/bookkeepers' ? 12 : route.query ? 6 : 1 })));
    await check('queries', arbitrary, RUNS.queries);
  });

  it('paths and methods: %00, dot segments, very long and invalid ids, bad percent-encoding, unknown API and static paths', { timeout: TIMEOUT_MS }, async () => {
    await check('paths', pathCase(routes()), RUNS.paths);
  });

  it('raw bytes: control characters in the request line and in headers, smuggling-shaped framing', { timeout: TIMEOUT_MS }, async () => {
    await check('raw-bytes', rawCase(routes()), RUNS.rawBytes);
  });

  it('other spellings of every mounted route (letter case, %2F, doubled and trailing slashes, ;params, dot segments) are refused like the route itself', { timeout: TIMEOUT_MS }, async () => {
    const routes = mountedRoutes();
    expect(routes.length, 'the routers were read').toBeGreaterThan(50);
    const problems: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const spellings = pathSpellings(route.template, (param) => spellingParam(route.template, param));
      const canonicalPath = route.template.replace(/:(\w+)/g, (_, param: string) => spellingParam(route.template, param));
      for (const crossSite of route.method === 'GET' ? [false] : [false, true]) {
        const canonical = (await exchange(spellingRequest(route, canonicalPath, crossSite)))!;
        if (crossSite) expect({ route: route.template, status: canonical.status }).toEqual({ route: route.template, status: 403 });
        for (const path of spellings) {
          const spelt = await exchange(spellingRequest(route, path, crossSite));
          requests += 1;
          const problem = spelt && spellingProblem(canonical, spelt);
          if (problem) problems.push(`${route.method} ${path}${crossSite ? ' (cross-site)' : ''}: ${problem}`);
        }
      }
    }
    console.info(`path spellings: ${requests} requests over ${routes.length} routes, ${problems.length} answered unlike their route`);
    expect(problems.slice(0, 40)).toEqual([]);
  });

  it(`sent at least ${MIN_REQUESTS} hostile requests`, () => {
    expect(sent, 'a failing property stops at its first counterexample: fix that first').toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
