import type { UploadProgress } from '@ledgerlink/shared-schema';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminButton, adminCard } from '../ui/admin-styles';
import { firstErrors } from '../csv/csv-file';
import { uploadOutcomeTitle, uploadReviewPath, WAITING_FOR_REVIEW_TEXT } from './upload-outcome';

const BAR_TONE = { processing: 'bg-brand-600', completed: 'bg-emerald-600', error: 'bg-red-600' } as const;

/** The running import: a real progress bar (processed / total), the counts, the refused rows, and the way to review what it imported. */
export function UploadProgressCard({ progress, clearing, onClear }: { progress: UploadProgress; clearing: boolean; onClear: () => void }) {
  const done = progress.status !== 'processing';
  return (
    <section aria-labelledby="upload-progress-heading" className={adminCard}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="upload-progress-heading" className="text-lg font-semibold text-ink">
          Upload Progress
        </h2>
        {done ? (
          <button type="button" className={adminButton()} disabled={clearing} onClick={onClear}>
            {clearing ? 'Clearing...' : 'Clear Progress'}
          </button>
        ) : null}
      </div>
      <div className="mt-4">
        <div className="flex justify-between text-sm text-slate-700">
          <span className="capitalize">{progress.status}</span>
          <span className="tabular-nums">{progress.percentage.toFixed(1)} %</span>
        </div>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentage}
          className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full transition-[width] duration-500 ${BAR_TONE[progress.status]}`} style={{ width: `${progress.percentage}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <Count label="Processed" value={`${progress.processed} / ${progress.total}`} />
          <Count label="Imported" value={String(progress.imported)} />
          <Count label="Errors" value={String(progress.errors)} />
          <Count label="Current" value={progress.currentItem || '—'} />
        </dl>
      </div>
      {progress.status === 'completed' ? (
        <p role="status" className={`mt-4 rounded-lg p-3 text-sm ${progress.errors === 0 ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
          {uploadOutcomeTitle(progress)}
        </p>
      ) : null}
      {progress.status === 'error' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {uploadOutcomeTitle(progress)}
        </p>
      ) : null}
      {done && progress.imported > 0 ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
          <p className="text-sm text-ink">{WAITING_FOR_REVIEW_TEXT}</p>
          <Link to={uploadReviewPath(progress.uploadId)} className={adminButton('primary')}>
            <ListChecks className="h-4 w-4" aria-hidden /> Review these firms
          </Link>
        </div>
      ) : null}
      {progress.errorMessages.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink">Rows not imported</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-800">
            {firstErrors(progress.errorMessages).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="truncate font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}
