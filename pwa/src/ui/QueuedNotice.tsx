import { CloudOff } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The outbox's promise to the user (ARCHITECTURE §2), in the same words wherever a write waits. */
export const QUEUED_TEXT = 'Saved on this device — it will be sent when you’re back online';

export function QueuedNotice({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={`flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-left text-amber-900 ${className}`}>
      <CloudOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        {QUEUED_TEXT}.{' '}
        <Link to="/outbox" className="font-semibold underline underline-offset-2">
          See your outbox
        </Link>
      </span>
    </p>
  );
}
