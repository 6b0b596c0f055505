import { MessageSquareReply } from 'lucide-react';
import type { Review } from '@ledgerlink/shared-schema';
import { reviewDate } from './review-date';

/** The provider's one public reply under a review: "Reply from {name}", its date and text. */
export function ReviewReply({ reply, providerName }: { reply: NonNullable<Review['reply']>; providerName: string }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-200 bg-slate-50 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
        <MessageSquareReply className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Reply from {providerName}
        <time dateTime={reply.repliedAt} className="text-xs font-normal text-muted">
          {reviewDate(reply.repliedAt)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-700">{reply.text}</p>
    </div>
  );
}
