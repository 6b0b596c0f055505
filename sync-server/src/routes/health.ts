/**
 * Readiness: `GET /api/health` answers 200 while the database can serve requests and 503 while it
 * cannot (e.g. the embedded database is restarting), so a load balancer or supervisor can hold
 * traffic back. The body never says why: that is in the server's log, not for the public.
 */
import type Router from '@koa/router';
import { API } from '@ledgerlink/shared-schema';
import type { Db } from 'mongodb';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import { RETRY_AFTER_SECONDS } from '../http/errors';

export type DatabaseReady = () => boolean | Promise<boolean>;

const PING_TIMEOUT_MS = 1_000;

export function healthRoutes(context: Pick<AppContext, 'guards'>, databaseReady: DatabaseReady): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  // Never cached (the definition is private): a stale "ok" would keep traffic flowing to an instance that cannot serve it.
  endpoint(API.health.check).handle(async (_input, ctx) => {
    if (await answers(databaseReady)) return { status: 'ok' };
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'unavailable', message: 'The service is temporarily unavailable, try again shortly' };
  });
  return router;
}

/** The default readiness check: the database answers a ping within a second. */
export function pingDatabase(db: Db): DatabaseReady {
  return () => withTimeout(db.command({ ping: 1 }).then(() => true), PING_TIMEOUT_MS);
}

async function answers(check: DatabaseReady): Promise<boolean> {
  try {
    return await check();
  } catch {
    return false;
  }
}

function withTimeout(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  // The ping may still fail after the timeout won; nobody is waiting for it any more.
  return Promise.race([promise.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}
