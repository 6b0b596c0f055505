import type { ADMIN_BUSINESS_SORTS, AdminBusiness } from '@ledgerlink/shared-schema';
import { useState } from 'react';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { tableCell, tableHead } from '../ui/admin-styles';
import { deleteBusiness, useCrudBusinesses } from './admin-crud-queries';
import { EditBusinessDialog } from './EditBusinessDialog';
import { RecordDeleteDialog, RecordRowActions } from './RecordActions';
import { SortHeader } from './SortHeader';
import { useTableView } from './useTableView';
import { useConfirmedAction } from './useConfirmedAction';

type BusinessSort = (typeof ADMIN_BUSINESS_SORTS)[number];

export function BusinessesTable({ search }: { search: string }) {
  const [view, setView] = useTableView<BusinessSort>(search, 'createdAt');
  const query = useCrudBusinesses(view, search);
  const [editing, setEditing] = useState<AdminBusiness>();
  const deletion = useConfirmedAction<AdminBusiness>(deleteBusiness, { done: 'Business deleted successfully!', failed: 'Failed to delete business' });
  // The dialogs sit outside the list: a search or refresh answering while one is open replaces the
  // rows (or shows the list's loading or error state) without closing it; the edit works on its snapshot.
  return (
    <>
      <AdminQueryState query={query} failure="Failed to load businesses">
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <thead className={tableHead}>
                  <tr>
                    <SortHeader label="Company" sort="companyName" view={view} onView={setView} />
                    <th className={tableCell}>Contact</th>
                    <SortHeader label="Location" sort="location" view={view} onView={setView} />
                    <th className={tableCell}>Services</th>
                    <SortHeader label="Created" sort="createdAt" view={view} onView={setView} />
                    <th className={tableCell}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.businesses.map((business) => (
                    <tr key={business.id} className="border-b border-slate-100 last:border-0">
                      <td className={`${tableCell} font-medium text-ink`}>{business.companyName}</td>
                      <td className={tableCell}>
                        {business.contactName}
                        <br />
                        <span className="text-slate-600">{business.contactEmail}</span>
                      </td>
                      <td className={tableCell}>{business.location}</td>
                      <td className={tableCell}>{business.services.join(', ')}</td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(business.createdAt).toLocaleDateString()}</td>
                      <RecordRowActions name={business.companyName} onEdit={() => setEditing(business)} onDelete={() => deletion.ask(business)} />
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.businesses.length === 0 ? <p className="p-6 text-center text-slate-600">No businesses found.</p> : null}
            </div>
            <AdminPager pagination={data.pagination} onPage={(page) => setView({ ...view, page })} />
          </>
        )}
      </AdminQueryState>
      {editing ? <EditBusinessDialog business={editing} key={editing.id} onClose={() => setEditing(undefined)} /> : null}
      <RecordDeleteDialog deletion={deletion} name={(record) => record.companyName} kind="business" />
    </>
  );
}
