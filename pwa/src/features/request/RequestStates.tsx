import { AlertCircle, CloudOff, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';
import { Skeleton } from '../../ui/Skeleton';
import type { NoAccessReason } from './request-page-state';

export const requestShell = 'mx-auto w-full max-w-6xl px-3 py-5 sm:px-6 sm:py-8 lg:px-8';

function Message({ icon, title, children, alert = false }: { icon: ReactNode; title: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className={`${requestShell} flex min-h-[50vh] flex-col items-center justify-center text-center`} role={alert ? 'alert' : undefined}>
      {icon}
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-2 max-w-md space-y-3 text-muted">{children}</div>
    </div>
  );
}

const icon = 'h-12 w-12';

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={`${buttonClasses('primary')} mt-3`} onClick={onRetry}>
      Try again
    </button>
  );
}

export function RequestSkeleton() {
  return (
    <div className={`${requestShell} space-y-4`} aria-busy="true">
      <p role="status" className="sr-only">
        Loading your request…
      </p>
      <Skeleton className="h-28 rounded-card" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-44 rounded-card" />
          ))}
        </div>
        <Skeleton className="h-64 rounded-card" />
      </div>
    </div>
  );
}

const NO_ACCESS_LEADS: Record<NoAccessReason, { title: string; text: string }> = {
  'link-refused': { title: 'This link is invalid or has expired', text: 'The link may have been copied incompletely, or it is no longer valid.' },
  'no-link': { title: 'Open your request from your email', text: 'Your request page is private: only the link we emailed you opens it.' },
};

/** Without valid access: what went wrong in plain words, what to do, and no request data. */
export function AccessNeeded({ reason }: { reason: NoAccessReason }) {
  const { title, text } = NO_ACCESS_LEADS[reason];
  return (
    <Message icon={<KeyRound className={`${icon} text-brand-700`} aria-hidden="true" />} title={title} alert={reason === 'link-refused'}>
      <p>{text}</p>
      <p>
        Open the link from the email we sent you about your request again, on this device. Can’t find the email? Write to{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('The link to my request')}`}>
          {SUPPORT_EMAIL}
        </a>{' '}
        from the address you used for the request.
      </p>
    </Message>
  );
}

/** The link's key could not be checked yet (rate limit, server error): it is kept on this page for another try. */
export function LinkNotChecked({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<KeyRound className={`${icon} text-brand-700`} aria-hidden="true" />} title="Your link could not be checked yet">
      <p>The server could not check your request link just now. Please wait a minute and try again.</p>
      <RetryButton onRetry={onRetry} />
    </Message>
  );
}

export function OfflineEmpty({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<CloudOff className={`${icon} text-slate-500`} aria-hidden="true" />} title="You're offline">
      <p>This device has no saved copy of your request yet. It will appear here once you're back online.</p>
      <RetryButton onRetry={onRetry} />
    </Message>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<AlertCircle className={`${icon} text-red-600`} aria-hidden="true" />} title="Your request could not be loaded" alert>
      <p>Something went wrong on our side or on the way. Please try again.</p>
      <RetryButton onRetry={onRetry} />
    </Message>
  );
}
