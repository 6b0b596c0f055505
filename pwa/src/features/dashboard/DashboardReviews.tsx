import { REVIEW_REPLY_MAX, reviewReplyRequestSchema, type ModeratedReview } from '@ledgerlink/shared-schema';
import { EyeOff, MessageSquare, Reply, WifiOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../ui/ButtonLink';
import { TextArea } from '../../ui/form/TextInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { reviewDate } from '../../ui/review-date';
import { ReviewReply } from '../../ui/ReviewReply';
import { Stars } from '../../ui/Stars';
import { useProviderReviews } from './useProviderReviews';

interface DashboardReviewsProps {
  providerId: string;
  providerName: string;
  refreshing: boolean;
  refreshedAt: number;
}

/**
 * The provider's reviews, newest first: visible and hidden ones (with the admin's reason), and a
 * box for the one public reply to each review that has none.
 */
export function DashboardReviews({ providerId, providerName, refreshing, refreshedAt }: DashboardReviewsProps) {
  const { state, reply } = useProviderReviews(providerId, { refreshing, refreshedAt });
  const online = useOnlineStatus();
  return (
    <section aria-labelledby="your-reviews" className="space-y-3">
      <h2 id="your-reviews" className="text-xl font-bold text-ink">
        Reviews
      </h2>
      {!online ? (
        <p className="flex items-center gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          Reviews are not kept on this device: they show, and replies can be posted, when you are back online.
        </p>
      ) : null}
      {state.status === 'loading' && online ? <p className="text-sm text-muted">Loading your reviews…</p> : null}
      {state.status === 'failed' && online ? <p className="text-sm text-muted">Your reviews could not be loaded. They are read again with your leads.</p> : null}
      {state.status === 'ok' && state.reviews.length === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 p-6 text-center">
          <MessageSquare className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm text-muted">No reviews yet. When a lead is won, the customer is asked for one.</p>
        </div>
      ) : null}
      {state.status === 'ok' && state.reviews.length > 0 ? (
        <ul className="space-y-3">
          {state.reviews.map((review) => (
            <DashboardReview key={review.id} review={review} providerName={providerName} online={online} onReply={(text) => reply(review.id, text)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface DashboardReviewProps {
  review: ModeratedReview;
  providerName: string;
  online: boolean;
  onReply: (text: string) => Promise<string | undefined>;
}

function DashboardReview({ review, providerName, online, onReply }: DashboardReviewProps) {
  return (
    <li className={`rounded-card border bg-white p-4 shadow-sm sm:p-5 ${review.hiddenAt ? 'border-red-200' : 'border-slate-200'}`}>
      {review.hiddenAt ? (
        <p className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>Hidden by LedgerLink: {review.hiddenReason}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={Number(review.rating)} />
        <time dateTime={review.createdAt} className="text-xs text-muted">
          {reviewDate(review.createdAt)}
        </time>
      </div>
      {review.title ? <p className="mt-2 font-semibold text-ink">{review.title}</p> : null}
      <p className="mt-1 text-slate-700">{review.comment}</p>
      <p className="mt-2 text-sm text-muted">{review.verifiedClient ? 'Verified client' : 'Imported review'}</p>
      {review.reply ? <ReviewReply reply={review.reply} providerName={providerName} /> : null}
      {/* A hidden review is not public, so neither would a reply to it be. */}
      {!review.reply && !review.hiddenAt ? <ReplyBox reviewId={review.id} online={online} onReply={onReply} /> : null}
    </li>
  );
}

/** "Reply publicly" opens the box; offline it says that replying needs a connection. */
function ReplyBox({ reviewId, online, onReply }: { reviewId: string; online: boolean; onReply: DashboardReviewProps['onReply'] }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reviewReplyRequestSchema.safeParse({ reply: text });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setSending(true);
    setProblem(await onReply(checked.data.reply));
    setSending(false);
  };
  if (!open) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={`${buttonClasses('secondary')} disabled:cursor-not-allowed disabled:opacity-60`} disabled={!online} onClick={() => setOpen(true)}>
          <Reply className="h-4 w-4" aria-hidden="true" /> Reply publicly
        </button>
        {!online ? <span className="text-sm text-muted">Replying needs a connection.</span> : null}
      </div>
    );
  }
  return (
    <form className="mt-3 grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        name="reply"
        id={`reply-${reviewId}`}
        label="Public reply"
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        className=""
        value={text}
        autoFocus
        disabled={!online || sending}
        hint={online ? 'Shown on your profile under this review. You can reply once.' : 'Replying needs a connection.'}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={sending} pendingLabel="Posting…" disabled={!online}>
          Post reply
        </SubmitButton>
        <button type="button" className={`${buttonClasses('secondary')} disabled:opacity-60`} disabled={sending} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
