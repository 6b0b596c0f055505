import { TOAST_DURATION_MS, TOAST_LIMIT } from '@ledgerlink/shared-schema';

/**
 * Toasts of spec §9: at most one shown at a time, 5000 ms by default. A tiny store outside React so
 * any code (hooks, event handlers) can raise a toast and the single <Toaster> renders it.
 */
export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
}

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener(toasts);
};

export function toast(input: ToastInput): number {
  const item: ToastItem = { durationMs: TOAST_DURATION_MS, variant: 'default', ...input, id: nextId++ };
  // The newest toast replaces older ones beyond the limit.
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export const currentToasts = () => toasts;
