import { formatMonthYear, type FieldError } from '@ledgerlink/shared-schema';
import { AlertCircle, CloudOff } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useReopenedOutboxItem } from '../../offline/outbox';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageMeta } from '../../ui/usePageMeta';
import { reviewValuesOf, type ReviewFormInput } from './review-form';
import type { InvitationState } from './review-page-state';
import { ReviewForm } from './ReviewForm';
import { ReviewSent } from './ReviewSent';
import { useReviewInvitation } from './useReviewInvitation';

const shell = 'mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12';

/** "Jane Smith (Smith Books)", or the name alone when the business is theirs by name. */
const displayName = ({ fullName, businessName }: { fullName: string; businessName?: string | undefined }) =>
  businessName && businessName !== fullName ? `${fullName} (${businessName})` : fullName;

/** `/review/{token}`: the one-time review link mailed to the customer of a won lead. */
export default function ReviewPage() {
  const { token = '' } = useParams();
  usePageMeta({ title: 'Review your professional', description: 'Tell other customers how your work with the professional you hired went.', noindex: true });
  const editId = useSearchParams()[0].get('outbox') ?? undefined;
  const editing = useReopenedOutboxItem(editId);
  const { state } = useReviewInvitation(token);

  if (state.status === 'checking' || (editId && editing === undefined)) return <PageLoading />;
  if (state.status === 'refused') return <LinkRefused title={state.title} message={state.message} />;
  const initial: ReviewFormInput | undefined = editing ? reviewValuesOf(editing.payload) : undefined;
  return <ReviewScreen token={token} invitation={state} editId={editing ? editId : undefined} initial={initial} serverErrors={editing?.fieldErrors ?? []} />;
}

interface ScreenProps {
  token: string;
  invitation: Extract<InvitationState, { status: 'open' | 'unchecked' }>;
  editId: string | undefined;
  initial: ReviewFormInput | undefined;
  serverErrors: FieldError[];
}

function ReviewScreen({ token, invitation, editId, initial, serverErrors }: ScreenProps) {
  const professional = invitation.status === 'open' ? invitation.professional : undefined;
  return (
    <section className={shell}>
      <ReviewForm
        token={token}
        professionalName={professional?.fullName}
        editId={editId}
        initial={initial}
        serverErrors={serverErrors}
        renderSent={(queued) => <ReviewSent queued={queued} professional={professional} />}
      >
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {professional ? `How was your work with ${professional.fullName}?` : 'How was your work with the professional you hired?'}
        </h1>
        {invitation.status === 'open' ? (
          <p className="mt-2 text-muted">
            You hired {displayName(invitation.professional)} in {formatMonthYear(invitation.engagedAt)}. Your review appears on their profile as from a verified
            client, without your name or contact details.
          </p>
        ) : (
          <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
            <CloudOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              {invitation.offline ? 'You’re offline, so we can’t check this review link yet.' : 'We can’t check this review link just now.'} You can write your
              review now: it will be sent when you’re back online.
            </span>
          </p>
        )}
      </ReviewForm>
    </section>
  );
}

function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <section className={`${shell} flex min-h-[50vh] flex-col items-center justify-center text-center`} role="alert">
      <AlertCircle className="h-12 w-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-md text-muted">{message}</p>
      <ButtonLink to="/marketplace" variant="secondary" className="mt-6">
        Browse professionals
      </ButtonLink>
    </section>
  );
}
