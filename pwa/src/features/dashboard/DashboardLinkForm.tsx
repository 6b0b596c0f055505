import { MailCheck, WifiOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { dashboardLinkRequestSchema } from '@ledgerlink/shared-schema';
import { failureText, serverFieldErrors } from '../../lib/server-errors';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { requestDashboardLink } from './dashboard-session';

type Answer = { sent: true; message: string } | { sent: false; message: string };

/**
 * "Send me my dashboard link": the provider's email, sent online only (a sign-in link is no use
 * later). The server answers alike for every address, so the form shows its words as they are; a
 * refusal (too many requests) shows the server's message too.
 */
export function DashboardLinkForm({ className = '' }: { className?: string }) {
  const online = useOnlineStatus();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = dashboardLinkRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setAnswer(undefined);
    setPending(true);
    try {
      setAnswer({ sent: true, message: await requestDashboardLink(parsed.data.email) });
    } catch (failure) {
      const fieldError = serverFieldErrors(failure).find((item) => item.path === 'email');
      if (fieldError) setError(fieldError.message);
      else setAnswer({ sent: false, message: failureText(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="dashboard-link-heading" className={`rounded-card border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6 ${className}`}>
      <h2 id="dashboard-link-heading" className="text-lg font-semibold text-ink">
        Send me my dashboard link
      </h2>
      <p className="mt-1 text-sm text-muted">Enter the email address of your LedgerLink profile. We will email you a sign-in link that opens your dashboard on this device.</p>
      <TextInput
        className="mt-4"
        name="email"
        type="email"
        label="Email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      {online ? null : (
        <p className="mt-3 flex items-start gap-2 text-sm text-amber-900">
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          You are offline. Sending the link needs a connection: try again once you are back online.
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel="Sending…" disabled={!online} className="mt-4 w-full sm:w-auto">
        Send me my dashboard link
      </SubmitButton>
      {answer?.sent ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-accent-50 p-3 text-sm text-ink">
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
          {answer.message}
        </p>
      ) : null}
      {answer && !answer.sent ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
    </form>
  );
}
