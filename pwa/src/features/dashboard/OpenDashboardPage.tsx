import { KeyRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/usePageMeta';
import { DashboardLinkForm } from './DashboardLinkForm';
import { SupportFallback } from './DashboardStates';

/** `/dashboard`: where a listed professional without their link (a new device, a lost email) gets in. */
export default function OpenDashboardPage() {
  usePageMeta({ title: 'Open Your Dashboard', description: 'Get a sign-in link to your LedgerLink lead dashboard by email.', noindex: true });
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <KeyRound className="h-12 w-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Open your dashboard</h1>
      <p className="mt-3 text-lg text-muted">
        Your lead dashboard opens with the private link from your approval email. On another device, or if that email is gone, ask for a sign-in link: it goes to the email address
        of your profile.
      </p>
      <DashboardLinkForm className="mt-6" />
      <div className="mt-6 space-y-3 text-muted">
        <SupportFallback />
        <p className="text-sm">
          Not listed yet?{' '}
          <Link to="/providers-form" className="font-medium text-brand-700 underline">
            Join the marketplace
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
