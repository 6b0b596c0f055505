import { demoCredentialsResponseSchema, loginResponseSchema, logoutResponseSchema } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import { apiGet, apiSend } from '../../api/client';

/**
 * The admin session. The server's HttpOnly session cookie is the real guard (every admin call is
 * checked there); the client also keeps the spec's local flag {authenticated, user, timestamp} so
 * the admin pages know whom to greet without a round trip.
 */
export const ADMIN_FLAG_KEY = 'ledgerlink.admin-session';

const storedFlagSchema = z.object({ authenticated: z.literal(true), user: z.object({ username: z.string() }), timestamp: z.number() });
export type AdminFlag = z.infer<typeof storedFlagSchema>;

export function readAdminFlag(): AdminFlag | undefined {
  try {
    const parsed = storedFlagSchema.safeParse(JSON.parse(localStorage.getItem(ADMIN_FLAG_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearAdminFlag(): void {
  localStorage.removeItem(ADMIN_FLAG_KEY);
}

export async function signIn(username: string, password: string) {
  const response = await apiSend('POST', '/api/auth/login', { username, password }, loginResponseSchema);
  const flag: AdminFlag = { authenticated: true, user: { username: response.user.username }, timestamp: Date.now() };
  localStorage.setItem(ADMIN_FLAG_KEY, JSON.stringify(flag));
  return response;
}

export async function signOut(): Promise<void> {
  clearAdminFlag();
  await apiSend('POST', '/api/auth/logout', undefined, logoutResponseSchema);
}

export const fetchDemoCredentials = () => apiGet('/api/auth/demo-credentials', demoCredentialsResponseSchema);
