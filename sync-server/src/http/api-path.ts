import { API_PREFIX } from '@ledgerlink/shared-schema';

/**
 * The API's namespace in any letter case. Routes match exactly (endpoint.ts), so `/API/...` reaches
 * no endpoint; it is still no page either, and answers the API's JSON 404 rather than the app shell.
 */
// The prefix is plain letters: nothing in it to escape.
const API_NAMESPACE = new RegExp(`^${API_PREFIX}(?:/|$)`, 'i');

export const isApiPath = (path: string): boolean => API_NAMESPACE.test(path);
