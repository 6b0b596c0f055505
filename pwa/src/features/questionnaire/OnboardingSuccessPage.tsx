import { CheckCircle2, Clock, Mail, Search, Users } from 'lucide-react';
import { SUPPORT_EMAIL } from '@ledgerlink/shared-schema';
import { useLocation } from 'react-router-dom';
import { useStillQueued } from '../../offline/outbox';
import { ButtonLink } from '../../ui/ButtonLink';
import { FollowRequestLink } from '../../ui/FollowRequestLink';
import { QueuedNotice } from '../../ui/QueuedNotice';
import { usePageMeta } from '../../ui/usePageMeta';

const NEXT_STEPS = [
  { icon: Search, title: "We'll match you", text: "We'll match you with 1-3 qualified accountants who fit your needs." },
  { icon: Mail, title: 'Check your inbox', text: "You'll receive their details by email." },
  { icon: Users, title: 'Connect directly', text: 'Connect directly with your accountants: no fees, no middleman.' },
] as const;

export default function OnboardingSuccessPage() {
  usePageMeta({ title: 'Thank You', description: 'We are matching you with qualified accountants. Expect to hear from us within 24 hours.', noindex: true });
  // Set by the questionnaire when its answers were saved on this device, to be sent once online.
  const state = useLocation().state as { queued?: unknown; outboxId?: unknown } | null;
  // The questionnaire's outbox item: its answer carries the request page link once it is sent.
  const outboxId = typeof state?.outboxId === 'string' ? state.outboxId : undefined;
  const queued = useStillQueued(state?.queued === true, outboxId);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 text-center sm:px-6 sm:py-16">
      <CheckCircle2 className="mx-auto size-16 text-accent-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Thank You!</h1>
      {queued ? (
        <>
          <QueuedNotice className="mt-4" />
          <p className="mt-3 text-lg text-muted">Your answers are saved on this device. Once they are sent, here is what happens next.</p>
        </>
      ) : (
        <p className="mt-3 text-lg text-muted">Your answers are with us. Here is what happens next.</p>
      )}
      <FollowRequestLink outboxId={outboxId} className="mt-6" />

      <ol className="mt-8 grid gap-4 text-left">
        {NEXT_STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex items-start gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink">
                {index + 1}. {title}
              </span>
              <span className="mt-0.5 block text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ol>

      <p className="mt-8 flex items-center justify-center gap-2 rounded-lg bg-accent-50 px-4 py-3 font-semibold text-accent-700">
        <Clock className="size-5 shrink-0" aria-hidden="true" />
        Expect to hear from us within 24 hours!
      </p>

      <ButtonLink to="/" className="mt-8">
        Return to Homepage
      </ButtonLink>

      <p className="mt-6 text-sm text-muted">
        Questions? Contact us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
      </p>
    </section>
  );
}
