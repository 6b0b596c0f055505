import type { HealthState, ServiceHealth, SystemHealth } from '@ledgerlink/shared-schema';
import type { Collection } from 'mongodb';
import type { OutboxMessageDoc } from '../db/documents';

/** Readiness of the database: resolves true while it serves requests (routes/health.ts pingDatabase). */
export type DatabaseCheck = () => boolean | Promise<boolean>;

/** A pending mail this overdue means no worker is sending (or every attempt fails). */
const MAIL_OVERDUE_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The System Monitor's health (spec §3): database and mail, and this process's memory and uptime. */
export async function checkSystemHealth(deps: { databaseReady: DatabaseCheck; outbox: Collection<OutboxMessageDoc> }, now = new Date()): Promise<SystemHealth> {
  const database = await checkDatabase(deps.databaseReady, now);
  // With no database there is no outbox to read: mail is then unknown, reported as degraded.
  const mail = database.status === 'healthy' ? await checkMail(deps.outbox, now) : { service: 'mail', status: 'degraded' as const, lastChecked: now.toISOString(), error: 'Database unavailable' };
  const { heapUsed, heapTotal } = process.memoryUsage();
  const services = [database, mail];
  return {
    overall: worst(services.map((service) => service.status)),
    uptime: Math.round(process.uptime() * 1000),
    memory: { used: round1(heapUsed / MB), total: round1(heapTotal / MB), percentage: round1((heapUsed / heapTotal) * 100) },
    services,
  };
}

async function checkDatabase(ready: DatabaseCheck, now: Date): Promise<ServiceHealth> {
  const started = performance.now();
  const ok = await Promise.resolve()
    .then(ready)
    .catch(() => false);
  const responseTime = round1(performance.now() - started);
  return ok
    ? { service: 'database', status: 'healthy', lastChecked: now.toISOString(), responseTime }
    : { service: 'database', status: 'unhealthy', lastChecked: now.toISOString(), responseTime, error: 'The database did not answer a ping' };
}

/** Mail is degraded when a message is overdue or failed for good in the last day. */
async function checkMail(outbox: Collection<OutboxMessageDoc>, now: Date): Promise<ServiceHealth> {
  const [overdue, failed] = await Promise.all([
    outbox.countDocuments({ status: { $in: ['pending', 'sending'] }, nextAttemptAt: { $lt: new Date(now.getTime() - MAIL_OVERDUE_MS) } }),
    outbox.countDocuments({ status: 'failed', createdAt: { $gte: new Date(now.getTime() - DAY_MS) } }),
  ]);
  const problems = [overdue && `${overdue} message(s) overdue`, failed && `${failed} message(s) failed in the last 24 hours`].filter(Boolean);
  return { service: 'mail', status: problems.length ? 'degraded' : 'healthy', lastChecked: now.toISOString(), ...(problems.length ? { error: problems.join('; ') } : {}) };
}

function worst(states: HealthState[]): HealthState {
  if (states.includes('unhealthy')) return 'unhealthy';
  return states.includes('degraded') ? 'degraded' : 'healthy';
}
