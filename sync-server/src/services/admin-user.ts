import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ObjectId, type Db } from 'mongodb';
import type { Config } from '../config';
import { generatePassword, hashPassword } from './password';

export interface AdminUserDoc {
  _id: ObjectId;
  username: string;
  passwordHash: string;
  role: 'admin';
  createdAt: Date;
}

export interface AdminLogin {
  /** Undefined when no admin exists and none could be created (no ADMIN_PASSWORD outside demo mode). */
  username: string | undefined;
  /** Only known (and only ever shown) in demo mode or when this start created the admin. */
  password: string | undefined;
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
    const password = demo ? await readFile(passwordFile, 'utf8').then((s) => s.trim(), () => undefined) : undefined;
    return { username: existing.username, password, created: false };
  }
  // Outside demo mode a generated password would have to be printed, and secrets are never printed there.
  if (!demo && !config.adminPassword) return { username: undefined, password: undefined, created: false };
  const password = config.adminPassword ?? generatePassword();
  await users.insertOne({
    _id: new ObjectId(),
    username: config.adminUsername.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'admin',
    createdAt: new Date(),
  });
  if (demo && !config.adminPassword) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    await chmod(passwordFile, 0o600);
  }
  return { username: config.adminUsername.toLowerCase(), password: demo ? password : undefined, created: true };
}
