import { useCallback, useRef, useState } from 'react';
import type { OutboxInput } from './outbox-kinds';
import { resubmitWrite, submitWrite, type SubmitResult } from './submit-write';

export type QueuedWriteResult = SubmitResult | { status: 'failed' };

/**
 * A form's submit through the outbox. The item the server refused stays this form's item: the next
 * submit edits and resends it (hire keeps its registered business) instead of queueing a second
 * write. `editId` starts the form on an item reopened from the outbox panel.
 */
export function useQueuedWrite(editId?: string) {
  const [pending, setPending] = useState(false);
  const itemId = useRef(editId);

  const send = useCallback(async (input: OutboxInput, options: { id?: string } = {}): Promise<QueuedWriteResult> => {
    setPending(true);
    try {
      const result = itemId.current ? await resubmitWrite(itemId.current, input) : await submitWrite(input, options);
      if (result.status === 'needs-attention') itemId.current = result.id;
      else if (result.status !== 'invalid-input') itemId.current = undefined;
      return result;
    } catch {
      // IndexedDB unavailable (storage refused): nothing was queued, so the form keeps its entries.
      return { status: 'failed' };
    } finally {
      setPending(false);
    }
  }, []);

  return { send, pending };
}
