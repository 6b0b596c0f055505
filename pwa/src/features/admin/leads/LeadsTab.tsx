import { API } from '@ledgerlink/shared-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../api/client';
import { ADMIN_KEY } from '../admin-query-client';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { tableCell, tableHead } from '../ui/admin-styles';
import { leadStatusTone } from './lead-status-tone';

const PAGE_SIZE = 25;

/** Every lead (spec §2: business, services, status, budget) with its provider, newest first. */
export function LeadsTab() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [ADMIN_KEY, 'leads', { page }],
    queryFn: () => call(API.admin.leads, { query: { page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminQueryState query={query} failure="Failed to load leads">
      {(data) =>
        data.leads.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No leads yet.</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <thead className={tableHead}>
                  <tr>
                    <th className={tableCell}>Business</th>
                    <th className={tableCell}>Services</th>
                    <th className={tableCell}>Status</th>
                    <th className={tableCell}>Budget</th>
                    <th className={tableCell}>Provider</th>
                    <th className={tableCell}>Source</th>
                    <th className={tableCell}>Created</th>
                  </tr>
                </thead>
                <tbody>
                  {data.leads.map((lead) => (
                    <tr key={lead.id} className="border-b border-slate-100 last:border-0">
                      <td className={`${tableCell} font-medium text-ink`}>{lead.businessName}</td>
                      <td className={tableCell}>{lead.services.join(', ')}</td>
                      <td className={tableCell}>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${leadStatusTone(lead.status)}`}>{lead.status}</span>
                      </td>
                      <td className={`${tableCell} whitespace-nowrap`}>{lead.budget ?? '—'}</td>
                      <td className={tableCell}>{lead.providerName ?? '—'}</td>
                      <td className={`${tableCell} whitespace-nowrap capitalize`}>{lead.source.replace('-', ' ')}</td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(lead.createdAt).toLocaleDateString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <AdminPager pagination={data.pagination} onPage={setPage} />
          </>
        )
      }
    </AdminQueryState>
  );
}
