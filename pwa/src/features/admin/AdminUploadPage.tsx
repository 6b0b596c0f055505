import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { toast } from '../../ui/toast-store';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminFrame } from './AdminFrame';
import { refreshAdminData } from './admin-query-client';
import { isCsvFile, NOT_CSV_MESSAGE } from './csv/csv-file';
import { serverMessage } from './server-message';
import { clearUploadProgress, startFirmUpload, useUploadProgress } from './upload/admin-upload-queries';
import { UploadFormatCard } from './upload/UploadFormatCard';
import { uploadOutcomeTitle } from './upload/upload-outcome';
import { UploadProgressCard } from './upload/UploadProgressCard';
import { adminButton, adminCard } from './ui/admin-styles';

/** Firm Upload Management (spec §2): pick or drop a firm CSV, upload it, watch the import progress. */
export default function AdminUploadPage() {
  usePageMeta({ title: 'Firm Upload Management', description: 'Upload a CSV file of firms; they wait for review before they are listed.', noindex: true });
  const client = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [refusal, setRefusal] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [uploadId, setUploadId] = useState<string>();
  const progress = useUploadProgress(uploadId);
  const status = progress.data?.progress.status;

  const upload = useMutation({
    mutationFn: startFirmUpload,
    onSuccess: (answer) => {
      setUploadId(answer.uploadId);
      setFile(undefined);
    },
    onError: (error) => setRefusal(serverMessage(error, 'Upload failed. Please try again.')),
  });
  const clear = useMutation({
    mutationFn: clearUploadProgress,
    onSuccess: () => {
      setUploadId(undefined);
      void refreshAdminData(client);
    },
    onError: (error) => toast({ title: 'Could not clear the progress', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  // Once per finished upload: the toast of spec §8 (saying so when rows were refused) and fresh provider lists.
  const imported = progress.data?.progress.imported ?? 0;
  const refused = progress.data?.progress.errors ?? 0;
  useEffect(() => {
    if (status !== 'completed' && status !== 'error') return;
    const title = uploadOutcomeTitle({ status, imported, errors: refused });
    toast({ title, variant: status === 'error' ? 'destructive' : refused === 0 ? 'success' : 'default' });
    void refreshAdminData(client);
  }, [status, imported, refused, client]);

  const choose = (chosen: File | undefined) => {
    upload.reset();
    if (!chosen) return;
    if (!isCsvFile(chosen)) {
      setFile(undefined);
      setRefusal(NOT_CSV_MESSAGE);
      return;
    }
    setRefusal(undefined);
    setFile(chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const running = upload.isPending || status === 'processing';

  return (
    <AdminFrame title="Firm Upload Management">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <section aria-labelledby="upload-heading" className={adminCard}>
            <h2 id="upload-heading" className="text-lg font-semibold text-ink">
              Upload firms
            </h2>
            <div
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
              className={`mt-3 flex flex-col items-center rounded-card border-2 border-dashed p-8 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
            >
              <FileUp className="h-10 w-10 text-slate-400" aria-hidden />
              <p className="mt-2 text-ink">Drag and drop a CSV file here, or</p>
              <button type="button" className={`${adminButton()} mt-2`} onClick={() => picker.current?.click()}>
                Browse files
              </button>
              <input
                ref={picker}
                type="file"
                accept=".csv,text/csv"
                className="hidden"
                aria-label="Firm CSV file"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {file ? <p className="mt-3 text-sm font-medium text-ink">Selected: {file.name}</p> : null}
            </div>
            {refusal ? (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {refusal}
              </p>
            ) : null}
            <button type="button" className={`${adminButton('primary')} mt-4 w-full`} disabled={!file || running} onClick={() => file && upload.mutate(file)}>
              {upload.isPending ? 'Uploading...' : 'Upload CSV'}
            </button>
          </section>
          {uploadId && progress.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              Could not read the upload progress: {progress.error.message}
            </p>
          ) : null}
          {uploadId && progress.data ? <UploadProgressCard progress={progress.data.progress} clearing={clear.isPending} onClear={() => clear.mutate(uploadId)} /> : null}
        </div>
        <UploadFormatCard />
      </div>
    </AdminFrame>
  );
}
