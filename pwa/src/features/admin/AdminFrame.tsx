import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { buttonClasses } from '../../ui/ButtonLink';
import { PageLoading } from '../../ui/PageLoading';
import { toast } from '../../ui/toast-store';
import { signOut, useAdminSession } from './admin-session';

const NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/crud', label: 'CRUD Management' },
  { to: '/admin/upload', label: 'Firm Upload' },
];

interface AdminFrameProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A signed-in admin page: the server's session decides who may see it (401 -> the login page). */
export function AdminFrame({ title, actions, children }: AdminFrameProps) {
  const session = useAdminSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      client.clear();
      void navigate('/admin/login');
    },
  });

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 401) return <Navigate to="/admin/login" replace />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-xl font-bold text-ink">Could not check your admin session</h1>
        <p className="mt-2 text-muted">{session.error.message}</p>
        <button type="button" className={`${buttonClasses('primary')} mt-6`} onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label="Admin" className="flex flex-wrap items-center gap-1 border-b border-slate-200 pb-3 text-sm">
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) => `rounded-md px-3 py-1.5 font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:text-brand-700'}`}
          >
            {item.label}
          </NavLink>
        ))}
        <span className="ml-auto text-slate-600">Signed in as {session.data.user.username}</span>
        <button
          type="button"
          disabled={leave.isPending}
          onClick={() => leave.mutate(undefined, { onError: () => toast({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' }) })}
          className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </button>
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
