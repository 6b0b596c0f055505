import type { ADMIN_BUSINESS_SORTS, AdminBusiness } from '@ledgerlink/shared-schema';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminConfirmDialog } from '../ui/AdminConfirmDialog';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { adminButton, tableCell, tableHead } from '../ui/admin-styles';
import { deleteBusiness, useCrudBusinesses, type TableView } from './admin-crud-queries';
import { EditBusinessDialog } from './EditBusinessDialog';
import { SortHeader } from './SortHeader';
import { useRecordDeletion } from './useRecordDeletion';

type BusinessSort = (typeof ADMIN_BUSINESS_SORTS)[number];

export function BusinessesTable({ search }: { search: string }) {
  const [view, setView] = useState<TableView<BusinessSort>>({ sort: 'createdAt', order: 'desc', page: 1 });
  // A new search starts at page 1; the table is not remounted, so an open dialog stays open.
  const [pagedFor, setPagedFor] = useState(search);
  if (pagedFor !== search) {
    setPagedFor(search);
    setView({ ...view, page: 1 });
  }
  const query = useCrudBusinesses(view, search);
  const [editing, setEditing] = useState<AdminBusiness>();
  const deletion = useRecordDeletion<AdminBusiness>(deleteBusiness, { done: 'Business deleted successfully!', failed: 'Failed to delete business' });
  return (
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
                    <td className={`${tableCell} whitespace-nowrap text-right`}>
                      <button type="button" className={adminButton()} aria-label={`Edit ${business.companyName}`} onClick={() => setEditing(business)}>
                        <Pencil className="h-4 w-4" aria-hidden />
                      </button>{' '}
                      <button type="button" className={adminButton()} aria-label={`Delete ${business.companyName}`} onClick={() => deletion.ask(business)}>
                        <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.businesses.length === 0 ? <p className="p-6 text-center text-slate-600">No businesses found.</p> : null}
          </div>
          <AdminPager pagination={data.pagination} onPage={(page) => setView({ ...view, page })} />
          {editing ? <EditBusinessDialog business={editing} onClose={() => setEditing(undefined)} /> : null}
          {deletion.target ? (
            <AdminConfirmDialog
              open
              onOpenChange={(open) => !open && deletion.cancel()}
              title={`Delete ${deletion.target.companyName}?`}
              description="This cannot be undone. A business with active leads or bookings cannot be deleted."
              confirmLabel="Delete business"
              busy={deletion.busy}
              error={deletion.error}
              onConfirm={deletion.confirm}
            />
          ) : null}
        </>
      )}
    </AdminQueryState>
  );
}
