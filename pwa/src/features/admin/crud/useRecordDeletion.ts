import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';

interface DeletionWords {
  done: string;
  failed: string;
}

/**
 * Deleting a business or provider after confirmation. The server refuses (409) while open leads or
 * bookings refer to the record; its message is shown in the dialog and as a toast (spec §8).
 */
export function useRecordDeletion<T extends { id: string }>(remove: (id: string) => Promise<unknown>, words: DeletionWords) {
  const client = useQueryClient();
  const [target, setTarget] = useState<T>();
  const mutation = useMutation({
    mutationFn: (record: T) => remove(record.id),
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
