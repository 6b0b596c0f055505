import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ObjectId, type Db } from 'mongodb';
import type { Config } from '../config';
import type { AdminUserDoc } from '../db/documents';
import { generatePassword, hashPassword, verifyPassword } from './password';

export interface AdminLogin {
  /** Undefined when no admin exists and none could be created (no ADMIN_PASSWORD outside demo mode). */
  username: string | undefined;
  /**
   * Demo mode only: the password this server generated for the admin, while it still signs in.
   * Never a configured ADMIN_PASSWORD: an operator's secret is never printed or served.
   */
  generatedPassword: string | undefined;
  created: boolean;
}

const DEMO_PASSWORD_FILE = 'demo-admin-password.txt';

/**
 * Creates the first admin when none exists (ARCHITECTURE §4). In demo mode with ADMIN_PASSWORD unset a
 * password is generated and kept in DATA_DIR (owner-only) so every demo start can print it.
 */
export async function ensureAdminUser(db: Db, config: Config): Promise<AdminLogin> {
  const users = db.collection<AdminUserDoc>('users');
  const demo = config.seed === 'demo' && !config.production;
  const passwordFile = path.join(config.dataDir, DEMO_PASSWORD_FILE);

  const existing = await users.findOne({ role: 'admin' });
  if (existing) {
    return { username: existing.username, generatedPassword: demo ? await generatedPasswordOf(existing, passwordFile) : undefined, created: false };
  }
  // Outside demo mode a generated password would have to be printed, and secrets are never printed there.
  if (!demo && !config.adminPassword) return { username: undefined, generatedPassword: undefined, created: false };
  const generated = config.adminPassword ? undefined : generatePassword();
  const password = config.adminPassword ?? generated!;
  await users.insertOne({
    _id: new ObjectId(),
    username: config.adminUsername.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'admin',
    createdAt: new Date(),
  });
  if (generated) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(passwordFile, `${generated}\n`, { mode: 0o600 });
    await chmod(passwordFile, 0o600);
  }
  return { username: config.adminUsername.toLowerCase(), generatedPassword: generated, created: true };
}

/**
 * The generated password kept in DATA_DIR, if it still signs this admin in. The file only ever holds
 * a password this server made, and checking it against the stored hash means a stale file (the admin
 * was recreated with a configured password meanwhile) is never shown as if it worked.
 */
async function generatedPasswordOf(admin: AdminUserDoc, passwordFile: string): Promise<string | undefined> {
  const stored = await readFile(passwordFile, 'utf8').then((text) => text.trim(), () => undefined);
  return stored && (await verifyPassword(stored, admin.passwordHash)) ? stored : undefined;
}
