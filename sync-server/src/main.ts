import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { ensureIndexes } from './db/indexes';
import { seedDemoData } from './db/seed';
import { createConsoleLogger } from './logger';
import { ensureAdminUser } from './services/admin-user';
import { createMailTransport } from './services/mail/transport';
import { MailWorker } from './services/mail/worker';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createConsoleLogger();
  await mkdir(config.dataDir, { recursive: true });

  const database = await openDatabase(config);
  await ensureIndexes(database.db);
  const seeded = config.seed === 'demo' ? await seedDemoData(database.db) : undefined;
  const admin = await ensureAdminUser(database.db, config);

  const showDemo = config.seed === 'demo' && !config.production;
  const demoAdmin = showDemo && admin.username && admin.password ? { username: admin.username, password: admin.password } : undefined;
  const { app, context } = createApp({ db: database.db, logger, production: config.production, publicUrl: config.publicUrl, demoAdmin });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  const localUrl = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (!config.publicUrl) context.publicUrl = localUrl;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const mailWorker = new MailWorker(context.collections.outbox, transport, logger);
  mailWorker.start();

  console.log(`LedgerLink is running at ${localUrl}`);
  console.log(`Database: ${database.description}`);
  console.log(`Data directory: ${config.mongodbUri ? '(not used for the database)' : ''}${config.dataDir}`);
  console.log(`Mail: ${transport.description}`);
  if (seeded) console.log(`Demo data: ${seeded.loaded ? `loaded (${seeded.summary})` : 'already present'}`);
  if (showDemo && admin.password) console.log(`Admin login: ${admin.username} / ${admin.password} at /admin/login`);
  else if (!admin.username) console.log('Admin login: none yet; set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one');
  if (showDemo && seeded?.dashboardLink) console.log(`Demo provider dashboard: ${localUrl}${seeded.dashboardLink}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close();
    server.closeAllConnections();
    await mailWorker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
