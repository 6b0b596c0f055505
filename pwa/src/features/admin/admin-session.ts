import { API } from '@ledgerlink/shared-schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { SESSION_KEY } from './admin-query-client';

/**
 * The admin session lives on the server only (an HttpOnly cookie): the pages ask
 * the session endpoint who is signed in and keep nothing of their own.
 */
export const fetchSession = () => call(API.auth.session, {});

export const useAdminSession = () => useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession });

export const signIn = (username: string, password: string) => call(API.auth.login, { body: { username, password } });

export const signOut = () => call(API.auth.logout, {});

export const fetchDemoCredentials = () => call(API.auth.demoCredentials, {});
