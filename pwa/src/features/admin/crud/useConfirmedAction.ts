import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';

interface ActionWords {
  done: string;
  failed: string;
}

/**
 * An action on one record after confirmation: deleting a business or provider, cancelling a booking.
 * The server may refuse (409: open leads or bookings still refer to the record, a booking already
 * completed); its message is shown in the dialog and as a toast (spec §8).
 */
export function useConfirmedAction<T extends { id: string }>(act: (id: string) => Promise<unknown>, words: ActionWords) {
  const client = useQueryClient();
  const [target, setTarget] = useState<T>();
  const mutation = useMutation({
    mutationFn: (record: T) => act(record.id),
    onSuccess: () => {
      setTarget(undefined);
      toast({ title: words.done, variant: 'success' });
      return refreshAdminData(client);
    },
    onError: (error) => toast({ title: serverMessage(error, words.failed), variant: 'destructive' }),
  });
  return {
    target,
    ask: (record: T) => {
      mutation.reset();
      setTarget(record);
    },
    cancel: () => setTarget(undefined),
    confirm: () => target && mutation.mutate(target),
    busy: mutation.isPending,
    error: mutation.error ? serverMessage(mutation.error, words.failed) : undefined,
  };
}
