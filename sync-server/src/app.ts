import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Db } from 'mongodb';
import { collections, type Collections } from './db/collections';
import { errorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { idempotency } from './http/idempotency';
import { rateLimitWrites } from './http/rate-limit';
import { requestMetrics } from './http/request-metrics';
import { securityHeaders } from './http/security-headers';
import { staticPwa } from './http/static-pwa';
import { silentLogger, type Logger } from './logger';
import { adminProviderRoutes } from './routes/admin-providers';
import { adminRequestRoutes } from './routes/admin-requests';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { bookkeeperRoutes } from './routes/bookkeepers';
import { businessRoutes } from './routes/business';
import { customerOnboardingRoutes } from './routes/customer-onboarding';
import { leadRoutes } from './routes/leads';
import { providerRegistrationRoutes } from './routes/provider-registration';
import { settingsRoutes } from './routes/settings';
import { syncRoutes } from './routes/sync';
import { ResponseCache } from './services/response-cache';
import { RequestStats } from './services/request-stats';

export const JSON_BODY_LIMIT = '100kb';
const DEFAULT_PWA_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pwa/dist');

export interface AppOptions {
  db: Db;
  logger?: Logger;
  production?: boolean;
  pwaDist?: string;
  /** How long a catalogue change waits before sync hands it out (see routes/sync.ts). */
  catalogueSettleMs?: number;
  /** Public writes allowed per IP per minute. */
  writeLimitPerMinute?: number;
  /** Absolute address of the site, for links in mail. */
  publicUrl?: string;
  /** Demo mode only: the admin login the sign-in page shows (spec §2). */
  demoAdmin?: { username: string; password: string } | undefined;
}

/** Everything a route needs, created once per app instance. */
export interface AppContext {
  db: Db;
  collections: Collections;
  cache: ResponseCache;
  stats: RequestStats;
  logger: Logger;
  catalogueSettleMs: number;
  publicUrl: string;
  /** Secure cookies and proxy trust. */
  production: boolean;
  demoAdmin: { username: string; password: string } | undefined;
}

export function createApp(options: AppOptions): { app: Koa; context: AppContext } {
  const logger = options.logger ?? silentLogger;
  const context: AppContext = {
    db: options.db,
    collections: collections(options.db),
    cache: new ResponseCache(),
    stats: new RequestStats(),
    logger,
    catalogueSettleMs: options.catalogueSettleMs ?? 1000,
    production: options.production ?? false,
    demoAdmin: options.production ? undefined : options.demoAdmin,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
  };
  const app = new Koa();
  app.proxy = options.production ?? false;
  app.silent = true; // errors are logged once, by the error handler

  // Order per ARCHITECTURE §3.
  app.use(requestMetrics(context.stats));
  app.use(securityHeaders({ production: options.production ?? false }));
  app.use(errorHandler(logger));
  // Before the body parser: a flood is refused without reading its bodies.
  app.use(rateLimitWrites({ limit: options.writeLimitPerMinute ?? 120, windowMs: 60_000 }));
  app.use(koaBody({ jsonLimit: JSON_BODY_LIMIT, formLimit: JSON_BODY_LIMIT, textLimit: JSON_BODY_LIMIT, jsonStrict: true }));
  app.use(idempotency(context.collections.idempotencyKeys));

  for (const router of [
    settingsRoutes(context),
    bookkeeperRoutes(context),
    providerRegistrationRoutes(context),
    businessRoutes(context),
    bookingRoutes(context),
    leadRoutes(context),
    customerOnboardingRoutes(context),
    syncRoutes(context),
    authRoutes(context),
    adminRequestRoutes(context),
    adminProviderRoutes(context),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound(`No API endpoint ${ctx.method} ${ctx.path}`);
    await next();
  });
  app.use(staticPwa(options.pwaDist ?? DEFAULT_PWA_DIST));
  return { app, context };
}
