import { Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useOutboxCounts } from '../../offline/outbox';

/**
 * The header's way to the outbox panel, shown while anything waits to be sent or needs the user.
 * A lazy chunk (it reads Dexie): the header loads it after the page, never in the entry chunk.
 */
export default function OutboxLink() {
  const counts = useOutboxCounts();
  if (!counts || counts.waiting + counts.needsAttention === 0) return null;
  const attention = counts.needsAttention > 0;
  const label = attention ? `Outbox: ${counts.needsAttention} need${counts.needsAttention === 1 ? 's' : ''} your attention` : `Outbox: ${counts.waiting} waiting to send`;
  return (
    <Link
      to="/outbox"
      aria-label={label}
      title={label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-1.5 text-sm font-semibold sm:gap-1.5 sm:px-2 ${attention ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
    >
      <Inbox className="h-4 w-4" aria-hidden="true" />
      {/* Icon and count on a phone, so the header keeps its menu button on screen; the link's label names it. */}
      <span className="hidden sm:inline">Outbox</span>
      <span className="rounded-full bg-white px-1.5 text-xs">{attention ? counts.needsAttention : counts.waiting}</span>
    </Link>
  );
}
