import type { ADMIN_PROVIDER_SORTS, AdminBookkeeper } from '@ledgerlink/shared-schema';
import { useState } from 'react';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { tableCell, tableHead } from '../ui/admin-styles';
import { deleteProvider, useCrudProviders } from './admin-crud-queries';
import { EditProviderDialog } from './EditProviderDialog';
import { RecordDeleteDialog, RecordRowActions } from './RecordActions';
import { SortHeader } from './SortHeader';
import { useTableView } from './useTableView';
import { useConfirmedAction } from './useConfirmedAction';

type ProviderSort = (typeof ADMIN_PROVIDER_SORTS)[number];

const STATUS_TONE = { pending: 'text-amber-800', approved: 'text-emerald-800', rejected: 'text-red-800' } as const;

export function ProvidersTable({ search }: { search: string }) {
  const [view, setView] = useTableView<ProviderSort>(search, 'createdAt');
  const query = useCrudProviders(view, search);
  const [editing, setEditing] = useState<AdminBookkeeper>();
  const deletion = useConfirmedAction<AdminBookkeeper>(deleteProvider, { done: 'Provider deleted successfully!', failed: 'Failed to delete provider' });
  // The dialogs sit outside the list: a search or refresh answering while one is open replaces the
  // rows (or shows the list's loading or error state) without closing it; the edit works on its snapshot.
  return (
    <>
      <AdminQueryState query={query} failure="Failed to load providers">
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <thead className={tableHead}>
                  <tr>
                    <SortHeader label="Name" sort="fullName" view={view} onView={setView} />
                    <SortHeader label="Business" sort="businessName" view={view} onView={setView} />
                    <th className={tableCell}>Email</th>
                    <SortHeader label="Location" sort="location" view={view} onView={setView} />
                    <SortHeader label="Rate" sort="hourlyRate" view={view} onView={setView} />
                    <th className={tableCell}>Status</th>
                    <SortHeader label="Created" sort="createdAt" view={view} onView={setView} />
                    <th className={tableCell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.providers.map((provider) => (
                    <tr key={provider.id} className="border-b border-slate-100 last:border-0">
                      <td className={`${tableCell} font-medium text-ink`}>
                        {provider.fullName}
                        <br />
                        <span className="text-xs font-normal capitalize text-slate-500">{provider.providerType}</span>
                      </td>
                      <td className={tableCell}>{provider.businessName ?? '—'}</td>
                      <td className={tableCell}>{provider.email}</td>
                      <td className={tableCell}>{provider.location}</td>
                      <td className={`${tableCell} tabular-nums`}>{provider.hourlyRate !== undefined ? `$${provider.hourlyRate}` : '—'}</td>
                      <td className={tableCell}>
                        <span className={`font-semibold capitalize ${STATUS_TONE[provider.reviewStatus]}`}>{provider.reviewStatus}</span>
                        <br />
                        <span className="text-xs text-slate-500">{provider.isActive ? 'Active' : 'Inactive'}</span>
                      </td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(provider.createdAt).toLocaleDateString()}</td>
                      <RecordRowActions name={provider.fullName} onEdit={() => setEditing(provider)} onDelete={() => deletion.ask(provider)} />
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.providers.length === 0 ? <p className="p-6 text-center text-slate-600">No providers found.</p> : null}
            </div>
            <AdminPager pagination={data.pagination} onPage={(page) => setView({ ...view, page })} />
          </>
        )}
      </AdminQueryState>
      {editing ? <EditProviderDialog provider={editing} key={editing.id} onClose={() => setEditing(undefined)} /> : null}
      <RecordDeleteDialog deletion={deletion} name={(record) => record.fullName} kind="provider" />
    </>
  );
}
