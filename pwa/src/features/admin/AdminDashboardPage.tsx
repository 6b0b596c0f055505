import { uploadIdSchema, type BulkImportResponse } from '@ledgerlink/shared-schema';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminFrame } from './AdminFrame';
import { refreshAdminData } from './admin-query-client';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { BusinessesTab } from './businesses/BusinessesTab';
import { CsvButtons } from './csv/CsvButtons';
import { ImportRefusals } from './csv/ImportRefusals';
import { LeadsTab } from './leads/LeadsTab';
import { useReviewProviders, type ProviderFilter } from './providers/admin-provider-queries';
import { ProvidersTab } from './providers/ProvidersTab';
import { UploadReviewPanel } from './providers/UploadReviewPanel';
import { HeldTab } from './requests/HeldTab';
import { UnmatchedTab } from './requests/UnmatchedTab';
import { ReviewsTab } from './reviews/ReviewsTab';
import { SettingsTab } from './settings/SettingsTab';
import { SystemTab } from './system/SystemTab';
import { AdminTabs } from './ui/AdminTabs';
import { adminButton, adminInput } from './ui/admin-styles';
import { useDebouncedValue } from './useDebouncedValue';

type DashboardTab = 'providers' | 'businesses' | 'leads' | 'unmatched' | 'held' | 'reviews' | 'settings' | 'analytics' | 'system';

const TABS = [
  { id: 'providers', label: 'Providers' },
  { id: 'businesses', label: 'Businesses' },
  { id: 'leads', label: 'Leads' },
  { id: 'unmatched', label: 'Unmatched requests' },
  { id: 'held', label: 'Held' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'settings', label: 'Settings' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'system', label: 'System' },
] as const;

/** The back office's home (spec §2): review queue, lists, settings, analytics and the system monitor. */
export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Review provider applications and manage businesses, leads, settings and system health.', noindex: true });
  const client = useQueryClient();
  const [tab, setTab] = useState<DashboardTab>('providers');
  const [status, setStatus] = useState<ProviderFilter>('pending');
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  // The review queue of one firm upload lives in the address (`?upload=`), so the upload page can link to it.
  const [params, setParams] = useSearchParams();
  const uploadParam = params.get('upload');
  const uploadId = uploadIdSchema.safeParse(uploadParam).success ? uploadParam! : undefined;
  const providers = useReviewProviders(status, search, page, uploadId);
  const [importOutcome, setImportOutcome] = useState<BulkImportResponse>();
  const selectUpload = (next: string | undefined) => {
    setParams(next ? { upload: next } : {});
    setStatus('pending');
    setPage(1);
  };
  const counts = providers.data?.counts;

  const actions = (
    <>
      <CsvButtons onImported={setImportOutcome} />
      <Link to="/admin/crud" className={adminButton()}>
        <Settings2 className="h-4 w-4" aria-hidden /> CRUD Management
      </Link>
      <button type="button" className={adminButton('primary')} onClick={() => void refreshAdminData(client)}>
        <RefreshCw className="h-4 w-4" aria-hidden /> Refresh
      </button>
    </>
  );

  return (
    <AdminFrame title="Admin Dashboard" actions={actions}>
      {importOutcome && importOutcome.errors > 0 ? <ImportRefusals outcome={importOutcome} onDismiss={() => setImportOutcome(undefined)} /> : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <CountTile label="Pending" value={counts?.pending} tone="text-amber-700" />
        <CountTile label="Approved" value={counts?.approved} tone="text-emerald-700" />
        <CountTile label="Rejected" value={counts?.rejected} tone="text-red-700" />
        <CountTile label="Total" value={counts?.total} tone="text-ink" />
      </dl>
      <label className="relative mt-5 block max-w-xl">
        <span className="sr-only">Search providers</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          type="search"
          className={`${adminInput} pl-9`}
          placeholder="Search by name, email, location, business name or service"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <div className="mt-5">
        <AdminTabs label="Admin sections" tabs={TABS} value={tab} onChange={setTab}>
          {tab === 'providers' ? (
            <>
              <UploadReviewPanel selected={uploadId} onSelect={selectUpload} />
              <ProvidersTab
                query={providers}
                status={status}
                onStatus={(next) => {
                  setStatus(next);
                  setPage(1);
                }}
                onPage={setPage}
              />
            </>
          ) : null}
          {tab === 'businesses' ? <BusinessesTab key={search} search={search} /> : null}
          {tab === 'leads' ? <LeadsTab /> : null}
          {tab === 'unmatched' ? <UnmatchedTab /> : null}
          {tab === 'held' ? <HeldTab /> : null}
          {tab === 'reviews' ? <ReviewsTab /> : null}
          {tab === 'settings' ? <SettingsTab /> : null}
          {tab === 'analytics' ? <AnalyticsTab /> : null}
          {tab === 'system' ? <SystemTab /> : null}
        </AdminTabs>
      </div>
    </AdminFrame>
  );
}

function CountTile({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-3xl font-bold tabular-nums ${tone}`}>{value ?? '–'}</dd>
    </div>
  );
}
