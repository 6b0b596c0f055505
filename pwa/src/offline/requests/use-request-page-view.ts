import { useLiveQuery } from 'dexie-react-hooks';
import { readRequestPageView } from './customer-request';
import type { CachedRequestPage } from './request-store';

/** A request page's copy on this device, live: re-read whenever it changes (undefined while first read, null without one). */
export const useRequestPageView = (requestId: string): CachedRequestPage | null | undefined => useLiveQuery(() => readRequestPageView(requestId), [requestId]);
