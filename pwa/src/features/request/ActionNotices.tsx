import { AlertCircle, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/ButtonLink';
import type { ActionNotice, NoticeTone } from './request-actions-view';

const TONES: Record<NoticeTone, { box: string; icon: typeof Clock }> = {
  waiting: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: Clock },
  done: { box: 'border-accent-100 bg-accent-50 text-accent-700', icon: CheckCircle2 },
  refused: { box: 'border-red-200 bg-red-50 text-red-800', icon: AlertCircle },
};

interface ActionNoticesProps {
  notices: readonly ActionNotice[];
  onResend: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** What became of the customer's actions: waiting to be sent, refused (with what to do), or the server's answer. */
export function ActionNotices({ notices, onResend, onDiscard }: ActionNoticesProps) {
  return (
    <div role="status" aria-live="polite" className="space-y-2 empty:hidden">
      {notices.map((notice) => {
        const { box, icon: Icon } = TONES[notice.tone];
        return (
          <div key={notice.id} data-testid="request-action-notice" className={`flex items-start gap-3 rounded-card border p-3 text-sm sm:p-4 ${box}`}>
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{notice.title}</p>
              <p className="mt-0.5 break-words">{notice.text}</p>
              {notice.refused && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className={`${buttonClasses('secondary')} min-h-10 px-3 py-1.5 text-sm`} onClick={() => onResend(notice.id)}>
                    Send again
                  </button>
                  <button type="button" className={`${buttonClasses('ghost')} min-h-10 px-3 py-1.5 text-sm`} onClick={() => onDiscard(notice.id)}>
                    Discard
                  </button>
                  <Link to="/outbox" className="inline-flex min-h-10 items-center px-1 font-medium underline">
                    Open the outbox
                  </Link>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
