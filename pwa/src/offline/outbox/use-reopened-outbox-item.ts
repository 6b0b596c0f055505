import { useEffect, useState } from 'react';
import type { OutboxItem } from './outbox-row';

const readItem = async (id: string) => {
  const [{ db }, { getOutboxItem }] = await Promise.all([import('../db'), import('./outbox')]);
  return getOutboxItem(db, id);
};

/**
 * The outbox item a form was reopened with (`?outbox={id}` from the outbox panel), read once: the
 * form takes its answers as initial values. Null without an id or once known to be missing,
 * undefined while reading. Dexie and the outbox load only when there is an id, so a form opened
 * fresh (every first visit) renders without them.
 */
export function useReopenedOutboxItem(id: string | undefined): OutboxItem | null | undefined {
  const [read, setRead] = useState<{ id: string; item: OutboxItem | null }>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    readItem(id).then(
      (item) => current && setRead({ id, item: item ?? null }),
      () => current && setRead({ id, item: null }), // storage unavailable: the form starts empty
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (!id) return null;
  return read?.id === id ? read.item : undefined;
}
