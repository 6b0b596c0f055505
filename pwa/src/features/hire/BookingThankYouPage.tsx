import { budgetLabel, TIMELINE_LABELS } from '@ledgerlink/shared-schema';
import { CheckCircle2, ChevronDown } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';
import { useStillQueued } from '../../offline/outbox';
import { ButtonLink } from '../../ui/ButtonLink';
import { FollowRequestLink } from '../../ui/FollowRequestLink';
import { QueuedNotice } from '../../ui/QueuedNotice';
import { ShareButtons } from '../../ui/form/ShareButtons';
import { useConsumedSummary } from '../../ui/form/useConsumedSummary';
import { usePageMeta } from '../../ui/usePageMeta';
import { bookingSummaryStore } from './booking-summary';

/** "2026-12-01T00:00:00.000Z" -> "December 1, 2026" (the date the visitor picked, not shifted by time zone). */
export function formatStartDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export default function BookingThankYouPage() {
  usePageMeta({ title: 'Request Sent', description: 'Your booking request has been sent to the professional, who will contact you directly.', noindex: true });
  const summary = useConsumedSummary(bookingSummaryStore);
  const queued = useStillQueued(summary?.queued ?? false, summary?.outboxId);
  if (!summary) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="h-14 w-14 text-accent-600" aria-hidden="true" />
        {queued ? (
          <>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Request Saved on This Device</h1>
            <QueuedNotice className="mt-4" />
            <p className="mt-3 text-lg text-muted">
              Once it is sent{summary.providerName ? `, ${summary.providerName}` : ', the professional'} will contact you soon to discuss the details.
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Request Sent Successfully!</h1>
            <p className="mt-3 text-lg text-muted">
              Your booking request has been sent{summary.providerName ? ` to ${summary.providerName}` : ''}. They will contact you soon to discuss the details.
            </p>
          </>
        )}
      </div>
      <FollowRequestLink outboxId={summary.outboxId} className="mt-6" />

      <dl className="mt-8 grid gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6">
        <div>
          <dt className="text-sm text-muted">Budget</dt>
          <dd className="font-semibold text-ink">{budgetLabel(summary.budget)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Timeline</dt>
          <dd className="font-semibold text-ink">{TIMELINE_LABELS[summary.timeline]}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Start Date</dt>
          <dd className="font-semibold text-ink">{formatStartDate(summary.startDate)}</dd>
        </div>
      </dl>

      <details className="group mt-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-medium text-brand-700">
          View Full Submission Details
          <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <dl className="mt-4 flex flex-col gap-3 text-sm">
          {summary.providerName ? <Detail term="Professional" value={summary.providerName} /> : null}
          <Detail term="Budget" value={budgetLabel(summary.budget)} />
          <Detail term="Timeline" value={TIMELINE_LABELS[summary.timeline]} />
          <Detail term="Start Date" value={formatStartDate(summary.startDate)} />
          <Detail term="Project Description" value={summary.projectDescription || 'Not provided'} />
          <Detail term="Additional Notes" value={summary.notes || 'Not provided'} />
        </dl>
      </details>

      <div className="mt-8">
        <ShareButtons text="I just found a bookkeeping professional on LedgerLink, a free marketplace with no fees." onShare={(network) => trackEvent('social_share', { label: network })} />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/marketplace">Browse More Professionals</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="whitespace-pre-line text-ink">{value}</dd>
    </div>
  );
}
