import { useLiveQuery } from 'dexie-react-hooks';
import { readCustomerActions } from './customer-request';
import type { RequestActionItem } from './request-actions';

/** A request's actions in the outbox, live (undefined while first read). */
export const useRequestActions = (requestId: string): RequestActionItem[] | undefined => useLiveQuery(() => readCustomerActions(requestId), [requestId]);
