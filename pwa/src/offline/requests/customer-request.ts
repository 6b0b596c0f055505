import { db } from '../db';
import { refreshRequestPage, type RequestRefreshResult } from './request-refresh';
import { readCachedRequestPage, type CachedRequestPage } from './request-store';

/**
 * The request page's door to its offline copy, over the app's database: what the request feature
 * calls, so it never touches Dexie itself.
 */

/** The cached page, or null when this device holds none. */
export const readRequestPageView = async (requestId: string): Promise<CachedRequestPage | null> => (await readCachedRequestPage(db, requestId)) ?? null;

export const refreshCustomerRequest = (requestId: string): Promise<RequestRefreshResult> => refreshRequestPage(db, requestId);
