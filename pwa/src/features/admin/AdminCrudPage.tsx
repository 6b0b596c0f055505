import { Search } from 'lucide-react';
import { useState } from 'react';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminFrame } from './AdminFrame';
import { BookingsTable } from './crud/BookingsTable';
import { BusinessesTable } from './crud/BusinessesTable';
import { ProvidersTable } from './crud/ProvidersTable';
import { AdminTabs } from './ui/AdminTabs';
import { adminInput } from './ui/admin-styles';
import { useDebouncedValue } from './useDebouncedValue';

type CrudTab = 'businesses' | 'providers' | 'bookings';

const TABS = [
  { id: 'businesses', label: 'Businesses' },
  { id: 'providers', label: 'Providers' },
  { id: 'bookings', label: 'Bookings' },
] as const;

/**
 * Admin Management (spec §2): businesses and providers, sorted and paged on the server, with edit
 * and delete; and bookings, whose open ones an admin may cancel so that their business and provider
 * can be deleted.
 */
export default function AdminCrudPage() {
  usePageMeta({ title: 'Admin Management', description: 'Edit and delete businesses and providers, cancel bookings.', noindex: true });
  const [tab, setTab] = useState<CrudTab>('businesses');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  return (
    <AdminFrame title="Admin Management">
      {tab === 'bookings' ? null : (
        <label className="relative mb-5 block max-w-xl">
          <span className="sr-only">Search {tab}</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input type="search" className={`${adminInput} pl-9`} placeholder={`Search ${tab}`} value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        </label>
      )}
      <AdminTabs label="Records" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'businesses' ? <BusinessesTable search={search} /> : tab === 'providers' ? <ProvidersTable search={search} /> : <BookingsTable />}
      </AdminTabs>
    </AdminFrame>
  );
}
