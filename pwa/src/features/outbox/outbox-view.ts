import type { OutboxItem } from '../../offline/outbox';

/** The outbox panel's groups (pure): what waits, what needs the user, what went. */
export interface OutboxGroups {
  waiting: OutboxItem[];
  attention: OutboxItem[];
  sent: OutboxItem[];
}

export function groupOutbox(items: readonly OutboxItem[]): OutboxGroups {
  const groups: OutboxGroups = { waiting: [], attention: [], sent: [] };
  for (const item of items) {
    if (item.state === 'sent') groups.sent.push(item);
    else if (item.state === 'pending' || item.state === 'sending') groups.waiting.push(item);
    else groups.attention.push(item);
  }
  groups.sent.reverse(); // newest first: the one just sent is the one the user looks for
  return groups;
}

const KIND_LABELS: Record<OutboxItem['kind'], string> = {
  questionnaire: 'Accountant match request',
  'business-request': 'Business request',
  hire: 'Booking request',
  'lead-status': 'Lead status change',
  'request-action': 'Change to your request',
  review: 'Review',
};

export const itemLabel = (item: OutboxItem): string => item.origin?.label ?? KIND_LABELS[item.kind];

/** Where "Edit" reopens the item's form, with its answers and the server's messages; null when no form can. */
export function editPath(item: OutboxItem): string | null {
  if (!item.origin || item.kind === 'lead-status' || item.kind === 'request-action') return null;
  return `${item.origin.path}?outbox=${encodeURIComponent(item.id)}`;
}

/** One line on the item's state, in the outbox's own words (ARCHITECTURE §2). */
export function stateText(item: OutboxItem): string {
  switch (item.state) {
    case 'pending':
      return item.attempts > 0 ? `Saved on this device — it will be sent when you’re back online (tried ${item.attempts} time${item.attempts === 1 ? '' : 's'})` : 'Saved on this device — it will be sent when you’re back online';
    case 'sending':
      return 'Sending…';
    case 'sent':
      return 'Sent';
    default:
      return 'Needs your attention';
  }
}
