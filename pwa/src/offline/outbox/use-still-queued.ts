import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { getOutboxItem } from './outbox';

/**
 * Whether a form's write that its page showed as saved on this device (`queued`: no answer within
 * the form's wait) is still waiting, live: once a replay sends it (this page, another tab or the
 * service worker), the page says it was sent instead of keeping a notice that is no longer true.
 */
export function useStillQueued(queued: boolean, outboxId: string | undefined): boolean {
  const sent = useLiveQuery(async () => (queued && outboxId ? (await getOutboxItem(db, outboxId))?.state === 'sent' : false), [queued, outboxId]);
  return queued && sent !== true;
}
