import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPager } from '../ui/AdminPager';
import { AdminQueryState } from '../ui/AdminQueryState';
import { tableCell, tableHead } from '../ui/admin-styles';
import { useDashboardBusinesses } from './admin-business-queries';

/** Businesses that asked for help (spec §2: company, contact email, location); edits live on /admin/crud. */
export function BusinessesTab({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const query = useDashboardBusinesses(search, page);
  return (
    <AdminQueryState query={query} failure="Failed to load businesses">
      {(data) => (
        <>
          <p className="mb-3 text-sm text-slate-600">
            Edit or delete businesses in{' '}
            <Link to="/admin/crud" className="font-medium text-brand-700 underline">
              CRUD Management
            </Link>
            .
          </p>
          {data.businesses.length === 0 ? (
            <p className="py-12 text-center text-slate-600">No businesses{search ? ' match this search' : ' yet'}.</p>
          ) : (
            <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <thead className={tableHead}>
                  <tr>
                    <th className={tableCell}>Company</th>
                    <th className={tableCell}>Contact email</th>
                    <th className={tableCell}>Location</th>
                    <th className={tableCell}>Services</th>
                    <th className={tableCell}>Received</th>
                  </tr>
                </thead>
                <tbody>
                  {data.businesses.map((business) => (
                    <tr key={business.id} className="border-b border-slate-100 last:border-0">
                      <td className={`${tableCell} font-medium text-ink`}>{business.companyName}</td>
                      <td className={tableCell}>
                        <a className="text-brand-700 underline" href={`mailto:${business.contactEmail}`}>
                          {business.contactEmail}
                        </a>
                      </td>
                      <td className={tableCell}>{business.location}</td>
                      <td className={tableCell}>{business.services.join(', ')}</td>
                      <td className={`${tableCell} whitespace-nowrap`}>{new Date(business.createdAt).toLocaleDateString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager pagination={data.pagination} onPage={setPage} />
        </>
      )}
    </AdminQueryState>
  );
}
