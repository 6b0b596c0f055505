import { useCallback, useEffect, useRef, useState } from 'react';
import { onPageSettled } from '../../lib/page-settled';
import type { OutboxInput } from './outbox-kinds';
import type { SubmitResult } from './submit-write';

export type QueuedWriteResult = SubmitResult | { status: 'failed' };

/**
 * The outbox's code (Dexie, the outbox, the request schemas) as its own chunk: a form renders
 * without it, and it is fetched once the page has settled, so a submit (even offline, on a first
 * visit the service worker has not stored yet) finds it on the device.
 */
const loadSubmitWrite = () => import('./submit-write');

/**
 * A form's submit through the outbox. The item the server refused stays this form's item: the next
 * submit edits and resends it (hire keeps its registered business) instead of queueing a second
 * write. `editId` starts the form on an item reopened from the outbox panel.
 */
export function useQueuedWrite(editId?: string) {
  const [pending, setPending] = useState(false);
  const itemId = useRef(editId);
  useEffect(() => onPageSettled(() => void loadSubmitWrite().catch(() => undefined)), []);

  const send = useCallback(async (input: OutboxInput, options: { id?: string } = {}): Promise<QueuedWriteResult> => {
    setPending(true);
    try {
      const { resubmitWrite, submitWrite } = await loadSubmitWrite();
      const result = itemId.current ? await resubmitWrite(itemId.current, input) : await submitWrite(input, options);
      if (result.status === 'needs-attention') itemId.current = result.id;
      else if (result.status !== 'invalid-input') itemId.current = undefined;
      return result;
    } catch {
      // IndexedDB unavailable (storage refused) or the outbox's code could not load: nothing was
      // queued, so the form keeps its entries.
      return { status: 'failed' };
    } finally {
      setPending(false);
    }
  }, []);

  return { send, pending };
}
