import { demoCredentialsResponseSchema, loginResponseSchema, logoutResponseSchema, sessionResponseSchema } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../api/client';
import { SESSION_KEY } from './admin-query-client';

/**
 * The admin session lives on the server only (an HttpOnly cookie): the pages ask
 * `GET /api/auth/session` who is signed in and keep nothing of their own.
 */
export const fetchSession = () => apiGet('/api/auth/session', sessionResponseSchema);

export const useAdminSession = () => useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession });

export const signIn = (username: string, password: string) => apiSend('POST', '/api/auth/login', { username, password }, loginResponseSchema);

export const signOut = () => apiSend('POST', '/api/auth/logout', undefined, logoutResponseSchema);

export const fetchDemoCredentials = () => apiGet('/api/auth/demo-credentials', demoCredentialsResponseSchema);
