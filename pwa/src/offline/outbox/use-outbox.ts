import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { countOutbox, listOutbox } from './outbox';
import type { OutboxItem } from './outbox-row';

/** Live views of the outbox for the UI: they re-run when this tab, another tab or the worker changes it. */
export const useOutboxItems = (): OutboxItem[] | undefined => useLiveQuery(() => listOutbox(db), []);

export const useOutboxCounts = () => useLiveQuery(() => countOutbox(db), []);
