import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from './app';
import type { AppContext } from './app-context';
import { collections } from './db/collections';
import { removeAbandonedUploads } from './http/file-upload';
import { listenThenServe } from './http/server';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { ensureIndexes } from './db/indexes';
import { seedDemoData } from './db/seed';
import { createLogger } from './logger';
import { ensureAdminUser } from './services/admin-user';
import { hashStoredDashboardKeys, issueDashboardKey } from './services/dashboard-access';
import { LeadExpiryJob } from './services/lead-expiry-job';
import { backfillLeadStats } from './services/lead-stats';
import { createMailTransport } from './services/mail/transport';
import { MailWorker } from './services/mail/worker';
import { RequestDigestJob } from './services/request-digest-job';
import { dashboardUrl } from './services/site-links';

const SHUTDOWN_TIMEOUT_MS = 4_000;

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel, pretty: !config.production && process.stdout.isTTY });
  // DATA_DIR holds personal data (database, mail): only this user may enter it, even if it existed.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await chmod(config.dataDir, 0o700);
  const uploadDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  await chmod(uploadDir, 0o700);
  await removeAbandonedUploads(uploadDir);

  const database = await openDatabase(config, {
    // The embedded database keeps dying: exit so that a supervisor restarts the whole server.
    onFatal: (error) => {
      console.error(`${error.message}; exiting`);
      process.exit(1);
    },
  });
  await ensureIndexes(database.db);
  await backfillLeadStats(database.db); // providers from before lead counters (services/lead-stats.ts)
  const { bookkeepers, outbox } = collections(database.db);
  await hashStoredDashboardKeys(bookkeepers); // keys stored in plain by earlier versions
  const seeded = config.seed === 'demo' ? await seedDemoData(database.db) : undefined;
  const admin = await ensureAdminUser(database.db, config);

  const showDemo = config.seed === 'demo' && !config.production;
  const demoAdmin = showDemo && admin.username && admin.generatedPassword ? { username: admin.username, password: admin.generatedPassword } : undefined;
  // Without PUBLIC_URL (never in production), links in mail point at the local address, known once the port is bound.
  let context: AppContext | undefined;
  const { server, localUrl } = await listenThenServe(config.port, config.host, (url) => {
    const built = createApp({
      db: database.db,
      logger,
      production: config.production,
      trustProxyHops: config.trustProxyHops,
      publicUrl: config.publicUrl ?? url,
      demoAdmin,
      databaseReady: () => database.ready(),
      leadResponseHours: config.leadResponseHours,
      offlineCatalogueProviders: config.offlineCatalogueProviders,
      uploadDir,
    });
    context = built.context;
    return built.app;
  });
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const mailWorker = new MailWorker(outbox, transport, logger);
  mailWorker.start();
  // Every instance runs it; claims in the database keep instances from handling a lead twice.
  const { collections: appCollections, publicUrl, leadResponseHours } = context!;
  const leadExpiry = new LeadExpiryJob({ collections: appCollections, publicUrl, leadResponseHours }, logger);
  leadExpiry.start();
  // Customers' update emails; every instance runs it, and claims in the database keep one email per request and hour.
  const requestDigests = new RequestDigestJob({ collections: appCollections, publicUrl }, logger);
  requestDigests.start();

  // The start banner goes out in one write, after the last awaited part, so whoever reads the
  // output (a person, a supervisor, a test) never sees the first lines without the rest.
  const banner = [`LedgerLink is running at ${localUrl}`, `Database: ${database.description}`];
  banner.push(`Data directory: ${config.mongodbUri ? '(not used for the database)' : ''}${config.dataDir}`);
  banner.push(`Mail: ${transport.description}`);
  if (seeded) banner.push(`Demo data: ${seeded.loaded ? `loaded (${seeded.summary})` : 'already present'}`);
  if (demoAdmin) banner.push(`Admin login: ${demoAdmin.username} / ${demoAdmin.password} at /admin/login`);
  else if (admin.username) banner.push(`Admin login: ${admin.username} (password as configured) at /admin/login`);
  else banner.push('Admin login: none yet; set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one');
  if (showDemo && seeded?.demoProviderId) {
    // Only the key's hash is stored, so demo mode issues a fresh link on each start to print it.
    const key = await issueDashboardKey(bookkeepers, seeded.demoProviderId);
    banner.push(`Demo provider dashboard: ${dashboardUrl(localUrl, seeded.demoProviderId, key)}`);
  }
  console.log(banner.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    // A step that hangs (a mail send, an unreachable database) must not keep a supervisor waiting.
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close();
    server.closeAllConnections();
    await leadExpiry.stop();
    await requestDigests.stop();
    await mailWorker.stop();
    await database.close();
    console.log(config.mongodbUri ? 'Stopped.' : 'Stopped; the embedded database is flushed and closed.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
