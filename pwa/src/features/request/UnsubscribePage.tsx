import { AlertCircle, CloudOff, MailX } from 'lucide-react';
import { requestPagePath } from '@ledgerlink/shared-schema';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink, buttonClasses } from '../../ui/ButtonLink';
import { usePageMeta } from '../../ui/usePageMeta';
import { AccessNeeded, LinkNotChecked, requestShell } from './RequestStates';
import { useUnsubscribe } from './useUnsubscribe';

const icon = 'h-12 w-12';

function Panel({ icon: shown, title, children, alert = false, busy = false }: { icon: ReactNode; title: string; children?: ReactNode; alert?: boolean; busy?: boolean }) {
  return (
    <div
      className={`${requestShell} flex min-h-[50vh] flex-col items-center justify-center text-center`}
      role={alert ? 'alert' : busy ? 'status' : undefined}
      aria-busy={busy || undefined}
    >
      {shown}
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-2 max-w-md space-y-3 text-muted">{children}</div>
    </div>
  );
}

/** `/request/{id}/unsubscribe`: the unsubscribe link of a request's update emails. */
export default function UnsubscribePage() {
  const { id = '' } = useParams();
  const { state, retry } = useUnsubscribe(id);
  usePageMeta({ title: 'Stop update emails', description: 'Stop the update emails about your request.', noindex: true });
  const tryAgain = (
    <button type="button" className={`${buttonClasses('primary')} mt-3`} onClick={retry}>
      Try again
    </button>
  );

  switch (state.status) {
    case 'working':
      return <Panel icon={<MailX className={`${icon} text-slate-400`} aria-hidden="true" />} title="Stopping update emails…" busy />;
    case 'done':
      return (
        <Panel icon={<MailX className={`${icon} text-brand-700`} aria-hidden="true" />} title="Update emails stopped">
          <p>{state.message}</p>
          <p>Your request page still shows every reply from the professionals.</p>
          <ButtonLink to={requestPagePath(id)} className="mt-3">
            Open your request
          </ButtonLink>
        </Panel>
      );
    case 'no-access':
      return <AccessNeeded reason={state.reason} />;
    case 'link-waiting':
      return <LinkNotChecked onRetry={retry} />;
    case 'offline':
      return (
        <Panel icon={<CloudOff className={`${icon} text-slate-500`} aria-hidden="true" />} title="You're offline">
          <p>Stopping the emails needs a connection. Try again once you're back online.</p>
          {tryAgain}
        </Panel>
      );
    case 'failed':
      return (
        <Panel icon={<AlertCircle className={`${icon} text-red-600`} aria-hidden="true" />} title="The emails could not be stopped" alert>
          <p>{state.message ?? 'Something went wrong on our side or on the way. Please try again.'}</p>
          {tryAgain}
        </Panel>
      );
  }
}
