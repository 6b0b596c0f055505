import type { Db } from 'mongodb';
import { collections, type Collections } from './db/collections';
import { LoginThrottle } from './http/login-throttle';
import { silentLogger, type Logger } from './logger';
import { RequestStats } from './services/request-stats';
import { ResponseCache } from './services/response-cache';

const DEFAULT_LEAD_RESPONSE_HOURS = 24;

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
  readonly stats: RequestStats;
  readonly logger: Logger;
  /** How long a catalogue change waits before sync hands it out (services/catalogue-sync.ts). */
  readonly catalogueSettleMs: number;
  /** Absolute address of the site, without a trailing slash, for links in mail. */
  readonly publicUrl: string;
  /** Secure cookies and HTTPS-only sign-in. */
  readonly production: boolean;
  /** Demo mode only: the admin login the sign-in page shows (spec §2). */
  readonly demoAdmin: DemoAdmin | undefined;
  /** Failed sign-in counters, shared by every instance through the database. */
  readonly loginThrottle: LoginThrottle;
  /** Hours a provider has to act on a new matched lead before it is re-routed (LEAD_RESPONSE_HOURS). */
  readonly leadResponseHours: number;
}

export interface AppContextOptions {
  db: Db;
  logger?: Logger;
  production?: boolean;
  /** How long a catalogue change waits before sync hands it out. */
  catalogueSettleMs?: number;
  /** Absolute address of the site, for links in mail. */
  publicUrl?: string;
  demoAdmin?: DemoAdmin | undefined;
  /** LEAD_RESPONSE_HOURS; default 24. */
  leadResponseHours?: number;
}

export function createAppContext(options: AppContextOptions): AppContext {
  return {
    collections: collections(options.db),
    cache: new ResponseCache(),
    stats: new RequestStats(),
    logger: options.logger ?? silentLogger,
    catalogueSettleMs: options.catalogueSettleMs ?? 1000,
    production: options.production ?? false,
    // Never in production, whatever the caller passed: the password would be on a public page.
    demoAdmin: options.production ? undefined : options.demoAdmin,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    loginThrottle: new LoginThrottle(options.db),
    leadResponseHours: options.leadResponseHours ?? DEFAULT_LEAD_RESPONSE_HOURS,
  };
}
