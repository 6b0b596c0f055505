import { AlertCircle, CloudOff, KeyRound, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@ledgerlink/shared-schema';
import { ButtonLink, buttonClasses } from '../../ui/ButtonLink';
import { Skeleton } from '../../ui/Skeleton';
import { DashboardLinkForm } from './DashboardLinkForm';
import type { NoAccessReason } from './dashboard-state';

export const dashboardShell = 'mx-auto w-full max-w-5xl px-3 py-5 sm:px-6 sm:py-8 lg:px-8';

function Message({ icon, title, children, alert = false }: { icon: ReactNode; title: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className={`${dashboardShell} flex min-h-[50vh] flex-col items-center justify-center text-center`} role={alert ? 'alert' : undefined}>
      {icon}
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-2 max-w-md space-y-3 text-muted">{children}</div>
    </div>
  );
}

const icon = 'h-12 w-12';

export function DashboardSkeleton() {
  return (
    <div className={`${dashboardShell} space-y-4`} aria-busy="true">
      <p role="status" className="sr-only">
        Loading your dashboard…
      </p>
      <div className="rounded-card border border-slate-200 p-4 sm:p-6">
        <div className="flex items-start gap-4">
          <Skeleton className="h-14 w-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-52" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-24 rounded-card" />
        ))}
      </div>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-48 rounded-card" />
      ))}
    </div>
  );
}

export function ProfileNotFound() {
  return (
    <Message icon={<UserX className={`${icon} text-slate-500`} aria-hidden="true" />} title="Profile Not Found">
      <p>The bookkeeper profile you're looking for doesn't exist.</p>
      <ButtonLink to="/marketplace" className="mt-3">
        Browse professionals
      </ButtonLink>
    </Message>
  );
}

const NO_ACCESS_LEADS: Record<Exclude<NoAccessReason, 'signin-refused'>, string> = {
  'no-link': 'Your dashboard is private: only your personal dashboard link opens it.',
  'link-refused': 'This dashboard link is no longer valid: a newer link may have been sent to you, or the link was copied incompletely.',
  'signed-out': 'You are signed out of this dashboard on this device, and its leads were removed from it.',
};

const NO_ACCESS_TITLES: Record<NoAccessReason, string> = {
  'no-link': 'Open Your Dashboard Link',
  'link-refused': 'Open Your Dashboard Link',
  'signin-refused': 'Sign-In Link Not Valid',
  'signed-out': 'Signed Out',
};

/**
 * Without a valid link or session: how to get in, and no lead data. A sign-in link by email is the
 * first way; support is the fallback for an address that no longer reaches the provider.
 */
export function AccessNeeded({ reason, message }: { reason: NoAccessReason; message?: string | undefined }) {
  return (
    <Message icon={<KeyRound className={`${icon} text-brand-700`} aria-hidden="true" />} title={NO_ACCESS_TITLES[reason]}>
      <p>{reason === 'signin-refused' ? message : NO_ACCESS_LEADS[reason]}</p>
      {reason === 'signin-refused' ? null : (
        <p>{reason === 'signed-out' ? 'To sign in again, open' : 'Open'} the link from your approval email on this device, or get a sign-in link by email:</p>
      )}
      <DashboardLinkForm className="mt-2" />
      <SupportFallback />
    </Message>
  );
}

/** When the profile's address no longer reaches the provider, only support can help. */
export function SupportFallback() {
  return (
    <p className="text-sm">
      No email after a few minutes, or no access to that address any more? Write to{' '}
      <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('A new dashboard link, please')}`}>
        {SUPPORT_EMAIL}
      </a>
      .
    </p>
  );
}

/** The link's key could not be checked yet (rate limit, server error): it is kept on this page for another try. */
export function LinkNotChecked({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<KeyRound className={`${icon} text-brand-700`} aria-hidden="true" />} title="Your Link Could Not Be Checked Yet">
      <p>The server could not check your dashboard link just now. Please wait a minute and try again.</p>
      <button type="button" className={`${buttonClasses('primary')} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </Message>
  );
}

export function OfflineEmpty({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<CloudOff className={`${icon} text-slate-500`} aria-hidden="true" />} title="You're Offline">
      <p>This device has no saved copy of your leads yet. They will appear here once you're back online.</p>
      <button type="button" className={`${buttonClasses('primary')} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </Message>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<AlertCircle className={`${icon} text-red-600`} aria-hidden="true" />} title="Failed to load your leads" alert>
      <p>Please check your connection and try again.</p>
      <button type="button" className={`${buttonClasses('primary')} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </Message>
  );
}
