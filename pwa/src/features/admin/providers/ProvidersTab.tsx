import type { AdminProvidersResponse } from '@ledgerlink/shared-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../../ui/toast-store';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { AdminTabs } from '../ui/AdminTabs';
import type { ProviderFilter } from './admin-provider-queries';
import { ProviderReviewCard } from './ProviderReviewCard';

interface ProvidersTabProps {
  query: UseQueryResult<AdminProvidersResponse>;
  status: ProviderFilter;
  onStatus: (status: ProviderFilter) => void;
  onPage: (page: number) => void;
}

/** Provider review (spec §2): Pending, Approved, Rejected, All, each with its count. */
export function ProvidersTab({ query, status, onStatus, onPage }: ProvidersTabProps) {
  const counts = query.data?.counts;
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast({ title: 'Failed to load providers', description: 'Try again, or Refresh.', variant: 'destructive' });
  }, [failed]);
  const tabs = [
    { id: 'pending', label: 'Pending', count: counts?.pending },
    { id: 'approved', label: 'Approved', count: counts?.approved },
    { id: 'rejected', label: 'Rejected', count: counts?.rejected },
    { id: 'all', label: 'All', count: counts?.total },
  ] as const;
  return (
    <AdminTabs label="Providers by review status" size="sub" tabs={tabs} value={status} onChange={onStatus}>
      <AdminQueryState query={query} failure="Failed to load providers">
        {(data) =>
          data.providers.length === 0 ? (
            status === 'pending' ? (
              <div className="flex flex-col items-center py-12 text-center">
                <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden />
                <p className="mt-3 text-lg font-semibold text-ink">All caught up!</p>
                <p className="text-slate-600">No pending applications to review</p>
              </div>
            ) : (
              <p className="py-12 text-center text-slate-600">No providers here.</p>
            )
          ) : (
            <>
              <ul className="space-y-3">
                {data.providers.map((provider) => (
                  <ProviderReviewCard key={provider.id} provider={provider} />
                ))}
              </ul>
              <AdminPager pagination={data.pagination} onPage={onPage} />
            </>
          )
        }
      </AdminQueryState>
    </AdminTabs>
  );
}
