import { needsAttention, type OutboxItem } from './outbox-row';

/**
 * What a form shows for its item after the immediate replay (pure): sent -> the usual success
 * page; refused -> the server's messages on the form; anything else -> "saved on this device".
 */
export type SubmitOutcome =
  | { status: 'sent'; id: string; item: OutboxItem }
  | { status: 'needs-attention'; id: string; item: OutboxItem }
  | { status: 'queued'; id: string; item?: OutboxItem };

export function submitOutcomeOf(item: OutboxItem): SubmitOutcome {
  if (item.state === 'sent') return { status: 'sent', id: item.id, item };
  if (needsAttention(item.state)) return { status: 'needs-attention', id: item.id, item };
  return { status: 'queued', id: item.id, item };
}

/**
 * Which of the hire's two calls an item's refusal belongs to: the first unfinished step (the
 * server's field messages of step 2 name booking fields, of step 1 business fields).
 */
export const refusedStep = (item: Pick<OutboxItem, 'steps'>): number => Math.max(0, item.steps.findIndex((step) => !step.done));
