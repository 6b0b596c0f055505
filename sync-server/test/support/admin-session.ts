import type { Db } from 'mongodb';
import { readConfig } from '../../src/config';
import { ensureAdminUser } from '../../src/services/admin-user';
import type { TestApi } from './api-server';

export const TEST_ADMIN_PASSWORD = 'admin password 1';

/** The admin `admin` with TEST_ADMIN_PASSWORD, as the server creates it at start-up. */
export async function createTestAdmin(db: Db): Promise<void> {
  await ensureAdminUser(db, readConfig({ MONGODB_URI: 'mongodb://unused', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SEED: 'none' }));
}

/** Creates the admin and signs in; returns the session cookie to send. */
export async function signInAdmin(api: TestApi): Promise<string> {
  await createTestAdmin(api.db);
  const login = await api.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
  return login.headers.get('set-cookie')!.split(';')[0]!;
}
