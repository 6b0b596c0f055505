import { API, endpointUrl, type BulkImportResponse } from '@ledgerlink/shared-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { call } from '../../../api/client';
import { toast } from '../../../ui/toast-store';
import { refreshAdminData } from '../admin-query-client';
import { serverMessage } from '../server-message';
import { adminButton } from '../ui/admin-styles';
import { isCsvFile, NOT_CSV_MESSAGE } from './csv-file';
import { importOutcomeToast } from './import-outcome';

// A download the browser fetches itself, so a link rather than a call.
const EXPORT_URL = endpointUrl(API.adminUpload.exportProviders, { query: { status: 'all' } });

/**
 * Export CSV (the providers file of spec §3, downloaded by the browser) and Import CSV (provider
 * rows, bulk-import); `onImported` receives each import's outcome, refused rows included.
 */
export function CsvButtons({ onImported }: { onImported?: (outcome: BulkImportResponse) => void }) {
  const client = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const importCsv = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('csv', file);
      return call(API.adminUpload.bulkImport, { form });
    },
    onSuccess: (answer) => {
      toast(importOutcomeToast(answer));
      onImported?.(answer);
    },
    onError: (error) => toast({ title: 'Failed to import CSV', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshAdminData(client),
  });
  return (
    <>
      <a href={EXPORT_URL} download className={adminButton()}>
        <Download className="h-4 w-4" aria-hidden /> Export CSV
      </a>
      <button type="button" className={adminButton()} disabled={importCsv.isPending} onClick={() => picker.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden /> {importCsv.isPending ? 'Importing...' : 'Import CSV'}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        aria-label="Provider CSV file to import"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!isCsvFile(file)) return void toast({ title: NOT_CSV_MESSAGE, variant: 'destructive' });
          importCsv.mutate(file);
        }}
      />
    </>
  );
}
