import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { collections, type Collections } from './db/collections';
import { auditAdminWrites } from './http/admin-audit';
import { DashboardKeyThrottle } from './http/dashboard-key-throttle';
import { DashboardLinkThrottle, type DashboardLinkLimits } from './http/dashboard-link-throttle';
import { idempotent } from './http/idempotency';
import type { EndpointGuards } from './http/endpoint';
import { LoginThrottle } from './http/login-throttle';
import { rateLimitWrites } from './http/rate-limit';
import { requireAdmin } from './http/require-admin';
import { requireRequestAccess } from './http/request-guard';
import { requestKeyThrottle } from './http/request-key';
import { sameOriginWrites } from './http/same-origin';
import { silentLogger, type Logger } from './logger';
import { RequestStats } from './services/request-stats';
import { ResponseCache } from './services/response-cache';
import { siteStatsSource, type SiteStatsSource } from './services/site-stats';
import { DEFAULT_EMAIL_LIMITS, type EmailLimits } from './services/submission-screen';

const DEFAULT_LEAD_RESPONSE_HOURS = 24;
const DEFAULT_WRITES_PER_MINUTE = 120;
/** About 4 MiB of a phone's IndexedDB as full profiles (docs/benchmarks.md, "Ten times the catalogue"). */
const DEFAULT_OFFLINE_CATALOGUE_PROVIDERS = 2_000;

export interface DemoAdmin {
  username: string;
  password: string;
}

/**
 * What one app instance holds, created once with the app (app.ts). Routes build their services
 * from it and hand each service only the parts it uses; no service ever sees the whole context.
 * Read-only: everything is known before the app is built (main.ts binds its port first for that).
 */
export interface AppContext {
  readonly collections: Collections;
  /** The catalogue's response cache; writes that change the catalogue clear it. */
  readonly cache: ResponseCache;
  /** The home page's figures, counted every few minutes (services/site-stats.ts). */
  readonly siteStats: SiteStatsSource;
  readonly stats: RequestStats;
  readonly logger: Logger;
  /** How long a catalogue change waits before sync hands it out (services/catalogue-sync.ts). */
  readonly catalogueSettleMs: number;
  /** The most providers one device keeps offline (OFFLINE_CATALOGUE_PROVIDERS; services/catalogue-sync.ts). */
  readonly offlineCatalogueProviders: number;
  /** Absolute address of the site, without a trailing slash, for links in mail. */
  readonly publicUrl: string;
  /** Secure cookies and HTTPS-only sign-in. */
  readonly production: boolean;
  /** Demo mode only: the admin login the sign-in page shows (spec §2). */
  readonly demoAdmin: DemoAdmin | undefined;
  /** Failed sign-in counters, shared by every instance through the database. */
  readonly loginThrottle: LoginThrottle;
  /** Failed dashboard-key counters per client address, shared the same way. */
  readonly dashboardKeyThrottle: DashboardKeyThrottle;
  /** "Send me my dashboard link" counters per email and client address, shared the same way. */
  readonly dashboardLinkThrottle: DashboardLinkThrottle;
  /** Where uploads wait while they are read: 0700, under DATA_DIR, so no other local user sees them. */
  readonly uploadDir: string;
  /** Hours a provider has to act on a new matched lead before it is re-routed (LEAD_RESPONSE_HOURS). */
  readonly leadResponseHours: number;
  /** Distinct public writes one email may make an hour and a day before further ones are held (services/submission-screen.ts). */
  readonly emailLimits: EmailLimits;
  /** The guards each endpoint takes according to what it declares (http/endpoint.ts). */
  readonly guards: EndpointGuards;
}

export interface AppContextOptions {
  db: Db;
  logger?: Logger;
  production?: boolean;
  /** How long a catalogue change waits before sync hands it out. */
  catalogueSettleMs?: number;
  /** OFFLINE_CATALOGUE_PROVIDERS; default 2,000. */
  offlineCatalogueProviders?: number;
  /** Absolute address of the site, for links in mail. */
  publicUrl?: string;
  demoAdmin?: DemoAdmin | undefined;
  /** LEAD_RESPONSE_HOURS; default 24. */
  leadResponseHours?: number;
  /** Public writes allowed per IP per minute; default 120. */
  writeLimitPerMinute?: number;
  /** Distinct public writes per email per hour and per day before further ones are held; default DEFAULT_EMAIL_LIMITS. */
  emailLimits?: EmailLimits;
  /** Failed dashboard-key checks allowed per IP per 15 minutes; default DASHBOARD_KEY_FAILURE_LIMIT. */
  dashboardKeyFailureLimit?: number;
  /** "Send me my dashboard link" requests per email and per client address an hour; default DEFAULT_DASHBOARD_LINK_LIMITS. */
  dashboardLinkLimits?: DashboardLinkLimits;
  /** Failed request-key checks allowed per IP per 15 minutes; default REQUEST_KEY_FAILURE_LIMIT. */
  requestKeyFailureLimit?: number;
  /** A 0700 directory for uploads (main.ts: DATA_DIR/uploads); default: a new private temporary one. */
  uploadDir?: string;
  /** The catalogue's response cache; default a 10 s one (the bench passes one that never keeps marketplace pages). */
  cache?: ResponseCache;
}

export function createAppContext(options: AppContextOptions): AppContext {
  const all = collections(options.db);
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    collections: all,
    cache: options.cache ?? new ResponseCache(),
    siteStats: siteStatsSource(all),
    stats: new RequestStats(),
    logger: options.logger ?? silentLogger,
    catalogueSettleMs: options.catalogueSettleMs ?? 1000,
    offlineCatalogueProviders: options.offlineCatalogueProviders ?? DEFAULT_OFFLINE_CATALOGUE_PROVIDERS,
    production: options.production ?? false,
    // Never in production, whatever the caller passed: the password would be on a public page.
    demoAdmin: options.production ? undefined : options.demoAdmin,
    publicUrl,
    loginThrottle: new LoginThrottle(options.db),
    dashboardKeyThrottle: new DashboardKeyThrottle(options.db, options.dashboardKeyFailureLimit),
    dashboardLinkThrottle: new DashboardLinkThrottle(options.db, options.dashboardLinkLimits),
    // mkdtemp makes it 0700.
    uploadDir: options.uploadDir ?? mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-uploads-')),
    leadResponseHours: options.leadResponseHours ?? DEFAULT_LEAD_RESPONSE_HOURS,
    emailLimits: options.emailLimits ?? DEFAULT_EMAIL_LIMITS,
    guards: {
      sameOrigin: sameOriginWrites(publicUrl),
      writeLimit: rateLimitWrites(options.db, { limit: options.writeLimitPerMinute ?? DEFAULT_WRITES_PER_MINUTE, windowMs: 60_000 }),
      admin: [requireAdmin(all.sessions), auditAdminWrites],
      request: requireRequestAccess(all, requestKeyThrottle(options.db, options.requestKeyFailureLimit)),
      idempotent: idempotent(all.idempotencyKeys),
    },
  };
}
