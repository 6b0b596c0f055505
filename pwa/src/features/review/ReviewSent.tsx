import type { ReviewInvitationResponse } from '@ledgerlink/shared-schema';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { QueuedNotice } from '../../ui/QueuedNotice';

/** After the submit: thanks, and the way to the professional's profile (where the review now shows). */
export function ReviewSent({ queued, professional }: { queued: boolean; professional: ReviewInvitationResponse['professional'] | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="flex flex-col items-center py-8 text-center" aria-live="polite">
      <CheckCircle2 className="h-14 w-14 text-accent-600" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
        {queued ? 'Review saved on this device' : 'Thank you for your review'}
      </h1>
      {queued ? <QueuedNotice className="mt-4" /> : null}
      <p className="mt-3 text-lg text-muted">
        {queued
          ? 'Once it is sent, it will appear on the professional’s profile as from a verified client.'
          : `It now appears on ${professional ? `${professional.fullName}’s` : 'the professional’s'} profile as from a verified client.`}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {professional ? <ButtonLink to={professional.profilePath}>{`See ${professional.fullName}’s profile`}</ButtonLink> : null}
        <ButtonLink to="/marketplace" variant={professional ? 'secondary' : 'primary'}>
          Browse professionals
        </ButtonLink>
      </div>
    </div>
  );
}
