import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Router from '@koa/router';
import Koa from 'koa';
import { createAppContext, type AppContext, type AppContextOptions } from './app-context';
import { compression } from './http/compression';
import { errorHandler } from './http/error-handler';
import { isApiPath } from './http/api-path';
import { HttpError, notFound } from './http/errors';
import { requestMetrics } from './http/request-metrics';
import { securityHeaders } from './http/security-headers';
import { staticPwa } from './http/static-pwa';
import { adminBookingRoutes } from './routes/admin-bookings';
import { adminCrudRoutes } from './routes/admin-crud';
import { adminListRoutes } from './routes/admin-lists';
import { adminProviderRoutes } from './routes/admin-providers';
import { adminHeldRoutes } from './routes/admin-held';
import { adminReviewRoutes } from './routes/admin-reviews';
import { adminRequestRoutes } from './routes/admin-requests';
import { adminSystemRoutes } from './routes/admin-system';
import { adminUploadRoutes } from './routes/admin-uploads';
import { authRoutes } from './routes/auth';
import { avatarRoutes } from './routes/avatars';
import { bookingRoutes } from './routes/bookings';
import { bookkeeperRoutes } from './routes/bookkeepers';
import { businessRoutes } from './routes/business';
import { questionnaireRoutes } from './routes/questionnaire';
import { requestRoutes } from './routes/requests';
import { reviewRoutes } from './routes/reviews';
import { healthRoutes, pingDatabase, type DatabaseReady } from './routes/health';
import { dashboardLinkRoutes } from './routes/dashboard-link';
import { leadRoutes } from './routes/leads';
import { marketplaceStatsRoutes } from './routes/marketplace-stats';
import { providerPhotoRoutes } from './routes/provider-photos';
import { providerProfileRoutes } from './routes/provider-profile';
import { providerReviewRoutes } from './routes/provider-reviews';
import { providerRegistrationRoutes } from './routes/provider-registration';
import { publicPageHeads, seoRoutes } from './routes/seo';
import { settingsRoutes } from './routes/settings';
import { syncRoutes } from './routes/sync';

// A known path with another method, or a method this server does not speak at all (TRACE,
// PROPFIND): both are the client's mistake, so 405 with a JSON message, never the router's 501.
const ALLOWED_METHODS = {
  throw: true,
  methodNotAllowed: () => new HttpError(405, 'This method is not allowed here'),
  notImplemented: () => new HttpError(405, 'This method is not supported'),
};
const DEFAULT_PWA_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pwa/dist');

export interface AppOptions extends AppContextOptions {
  /** Reverse proxies in front of this server whose X-Forwarded-For entry is trusted (ARCHITECTURE §5). */
  trustProxyHops?: number;
  pwaDist?: string;
  /** Readiness for GET /api/health; default: the database answers a ping within a second. */
  databaseReady?: DatabaseReady;
}

/** Every router whose endpoints are admin only (ARCHITECTURE §5), for the test that each answers 401 without a session. */
export function adminRouters(context: AppContext, databaseReady: DatabaseReady): Router[] {
  return [
    adminRequestRoutes(context),
    adminHeldRoutes(context),
    adminReviewRoutes(context),
    adminProviderRoutes(context),
    adminListRoutes(context),
    adminCrudRoutes(context),
    adminBookingRoutes(context),
    adminSystemRoutes(context, databaseReady),
    adminUploadRoutes(context),
  ];
}

/**
 * Every router the app serves, in mounting order. One list, so the tests that request every route
 * (in every spelling, without credentials) enumerate exactly what the app serves.
 */
export function appRouters(context: AppContext, databaseReady: DatabaseReady): Router[] {
  return [
    healthRoutes(context, databaseReady),
    settingsRoutes(context),
    bookkeeperRoutes(context),
    marketplaceStatsRoutes(context),
    providerRegistrationRoutes(context),
    businessRoutes(context),
    bookingRoutes(context),
    leadRoutes(context),
    dashboardLinkRoutes(context),
    questionnaireRoutes(context),
    requestRoutes(context),
    reviewRoutes(context),
    providerReviewRoutes(context),
    providerPhotoRoutes(context),
    providerProfileRoutes(context),
    syncRoutes(context),
    authRoutes(context),
    ...adminRouters(context, databaseReady),
    seoRoutes(context),
    avatarRoutes(),
  ];
}

/**
 * Assembles the app: its context, the middleware every request passes in ARCHITECTURE §3's order,
 * then the routers. Guards that only some endpoints need (same-origin writes, write limits, admin
 * sessions, no-store, body parsing) are the endpoints' own (http/endpoint.ts), never mounted here.
 */
export function createApp(options: AppOptions): { app: Koa; context: AppContext } {
  const context = createAppContext(options);
  const app = new Koa();
  // Each proxy appends the address it saw, so only the last `hops` entries are true; anything left
  // of them is whatever the client wrote. Koa's maxIpsCount keeps exactly those.
  const hops = options.trustProxyHops ?? 0;
  app.proxy = hops > 0;
  app.maxIpsCount = hops;
  app.silent = true; // errors are logged once, by the error handler

  // Order per ARCHITECTURE §3.
  app.use(requestMetrics(context.stats, context.logger, { serverTiming: !context.production }));
  app.use(securityHeaders({ production: context.production }));
  app.use(compression());
  app.use(errorHandler(context.logger));

  for (const router of appRouters(context, options.databaseReady ?? pingDatabase(options.db))) {
    app.use(router.routes());
    app.use(router.allowedMethods(ALLOWED_METHODS));
  }

  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) throw notFound(`No API endpoint ${ctx.method} ${ctx.path}`);
    await next();
  });
  app.use(staticPwa(options.pwaDist ?? DEFAULT_PWA_DIST, { pageHead: publicPageHeads(context), logger: context.logger }));
  return { app, context };
}
