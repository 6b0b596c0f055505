import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SITE_NAME } from '@ledgerlink/shared-schema';
import { LogoMark } from '../../ui/Logo';
import { PageLoading } from '../../ui/PageLoading';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { createAdminQueryClient } from '../../features/admin/admin-query-client';
import NeedsConnection from '../NeedsConnection';

/**
 * The back office: no public header, footer or breadcrumbs. Its server state (TanStack Query) is
 * created here, inside the admin chunk, so the public app never loads it.
 */
export function AdminLayout() {
  const online = useOnlineStatus();
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
            <Link to="/admin" className="flex items-center gap-2 rounded">
              <LogoMark variant="default" className="h-7 w-7" />
              <span className="font-semibold text-ink">{SITE_NAME} Admin</span>
            </Link>
          </div>
        </header>
        <main id="main" className="flex-1">
          {online ? (
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          ) : (
            <NeedsConnection />
          )}
        </main>
      </div>
    </QueryClientProvider>
  );
}
