import path from 'node:path';
import { z } from 'zod';
import type { LogLevel } from './logger';

/**
 * Server configuration from environment variables (ARCHITECTURE §4).
 * The environment is outside input too, so it is parsed, not trusted.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  // Whole hours, at least 1 (the job runs every minute) and at most 30 days.
  LEAD_RESPONSE_HOURS: z.coerce.number().int('LEAD_RESPONSE_HOURS must be whole hours').min(1).max(720).default(24),
  OFFLINE_CATALOGUE_PROVIDERS: z.coerce.number().int('OFFLINE_CATALOGUE_PROVIDERS must be a whole number').min(1).max(100_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded database. */
  mongodbUri: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  adminUsername: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** The site's address as users reach it, for links in mail; defaults to the local URL outside production. */
  publicUrl: string | undefined;
  production: boolean;
  /** Embedded only: also listen on this loopback TCP port (db:shell, other clients); unset: Unix socket only. */
  embeddedDbPort: number | undefined;
  /** How many reverse proxies' X-Forwarded-For entries to trust: 1 in production, else 0 unless set. */
  trustProxyHops: number;
  /** A new matched lead not acted on within this many hours expires for its provider and is re-routed. */
  leadResponseHours: number;
  /** The most providers one device keeps in its offline catalogue; unset: the app's default. */
  offlineCatalogueProviders: number | undefined;
  logLevel: LogLevel;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const vars = parsed.data;
  // The local address is no site's address: links in mail, canonical links and the sitemap would point at it.
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_URL) {
    throw new Error('Invalid configuration: PUBLIC_URL: required in production; set it to the address users reach the site at, e.g. https://ledgerlink.example');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    mongodbUri: vars.MONGODB_URI,
    dataDir: path.resolve(vars.DATA_DIR),
    seed: vars.SEED ?? (vars.MONGODB_URI ? 'none' : 'demo'),
    adminUsername: vars.ADMIN_USERNAME ?? 'admin',
    adminPassword: vars.ADMIN_PASSWORD,
    smtpUrl: vars.SMTP_URL,
    publicUrl: vars.PUBLIC_URL,
    production: vars.NODE_ENV === 'production',
    embeddedDbPort: vars.EMBEDDED_DB_PORT,
    trustProxyHops: vars.TRUST_PROXY_HOPS ?? (vars.NODE_ENV === 'production' ? 1 : 0),
    leadResponseHours: vars.LEAD_RESPONSE_HOURS,
    offlineCatalogueProviders: vars.OFFLINE_CATALOGUE_PROVIDERS,
    logLevel: vars.LOG_LEVEL,
  };
}
