import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { getOutboxItem } from './outbox';
import { requestLinkOf } from './request-link';

/**
 * The request page link of a queued form's item once the server has answered it, live: a success
 * page shown while the item waits (offline) gets the link the moment a replay sends it, whoever
 * sends it (this page, another tab or the service worker).
 */
export const useRequestLink = (outboxId: string | undefined): string | undefined =>
  useLiveQuery(async () => (outboxId ? requestLinkOf(await getOutboxItem(db, outboxId)) : undefined), [outboxId]);
