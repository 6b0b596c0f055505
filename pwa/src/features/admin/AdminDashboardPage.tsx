import type { UnmatchedRequest } from '@ledgerlink/shared-schema';
import { RefreshCw } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router-dom';
import { buttonClasses } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { usePageMeta } from '../../ui/usePageMeta';
import { clearAdminFlag, readAdminFlag, signOut } from './admin-session';
import { useUnmatchedRequests } from './useUnmatchedRequests';

/**
 * The admin dashboard. This slice shows the requests matching could not place, so an admin can
 * follow them up by hand; provider review, CRUD, settings and monitoring come with the admin issue.
 */
export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Review provider applications and manage businesses, leads, settings and system health.', noindex: true });
  const navigate = useNavigate();
  const { state, reload } = useUnmatchedRequests();
  const flag = readAdminFlag();

  if (state.status === 'signed-out') {
    clearAdminFlag();
    return <Navigate to="/admin/login" replace />;
  }
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate('/admin/login');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Admin Dashboard</h1>
          {flag ? <p className="text-sm text-slate-600">Signed in as {flag.user.username}</p> : null}
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={reload} className={buttonClasses('secondary')}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Refresh
          </button>
          <button type="button" onClick={() => void leave()} className={buttonClasses('ghost')}>
            Sign out
          </button>
        </div>
      </div>

      <section aria-labelledby="unmatched-heading" className="mt-8 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="unmatched-heading" className="text-lg font-semibold text-ink">
          Unmatched requests
        </h2>
        <p className="text-sm text-slate-600">Questionnaires and business requests no available professional could take. Contact them by hand.</p>
        {state.status === 'loading' ? <PageLoading /> : null}
        {state.status === 'error' ? <p className="mt-4 text-red-700">Failed to load unmatched requests ({state.message}).</p> : null}
        {state.status === 'ready' && state.requests.length === 0 ? <p className="mt-4 text-slate-700">All caught up! Every request found a match.</p> : null}
        {state.status === 'ready' && state.requests.length > 0 ? <UnmatchedTable requests={state.requests} /> : null}
      </section>
    </div>
  );
}

function UnmatchedTable({ requests }: { requests: UnmatchedRequest[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Received</th>
            <th className="py-2 pr-4 font-medium">Kind</th>
            <th className="py-2 pr-4 font-medium">Contact</th>
            <th className="py-2 pr-4 font-medium">Services</th>
            <th className="py-2 font-medium">Why unmatched</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={`${request.kind}-${request.id}`} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{new Date(request.createdAt).toLocaleString()}</td>
              <td className="py-2 pr-4">{request.kind === 'questionnaire' ? 'Questionnaire' : 'Business request'}</td>
              <td className="py-2 pr-4">
                <a className="text-brand-700 underline" href={`mailto:${request.email}`}>
                  {request.email}
                </a>
                <br />
                {request.phone}
              </td>
              <td className="py-2 pr-4">{request.services.join(', ')}</td>
              <td className="py-2">{request.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
