import type { FirmUpload } from '@ledgerlink/shared-schema';
import { FileSpreadsheet } from 'lucide-react';
import { adminButton } from '../ui/admin-styles';
import { useUploadsAwaitingReview } from './admin-provider-queries';
import { ApproveUploadButton, firmCount } from './ApproveUploadButton';

interface UploadReviewPanelProps {
  /** The upload whose firms the queue shows, if one is chosen. */
  selected: string | undefined;
  onSelect: (uploadId: string | undefined) => void;
}

const uploadedAt = (upload: FirmUpload) => new Date(upload.startedAt).toLocaleString();

/**
 * The review queue's firm uploads: imported firms wait for review, so each upload with waiting firms
 * is listed here to show its firms alone or approve them all at once.
 */
export function UploadReviewPanel({ selected, onSelect }: UploadReviewPanelProps) {
  const query = useUploadsAwaitingReview();
  const uploads = query.data?.uploads ?? [];
  if (query.isError) {
    return (
      <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        Could not load the firm uploads: {query.error.message}
      </p>
    );
  }

  if (selected) {
    const upload = uploads.find((candidate) => candidate.id === selected);
    return (
      <section aria-label="Firm upload" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-100 bg-brand-50 p-4">
        <p className="text-sm text-ink">
          {upload ? (
            <>
              Showing the firms of <strong>{upload.fileName}</strong>, uploaded {uploadedAt(upload)}: {firmCount(upload.pending)} of {upload.imported} waiting for review.
            </>
          ) : query.isPending ? (
            'Showing the firms of one upload.'
          ) : (
            'Showing the firms of one upload: none of them is waiting for review.'
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {upload ? <ApproveUploadButton upload={upload} /> : null}
          <button type="button" className={adminButton()} onClick={() => onSelect(undefined)}>
            Show all providers
          </button>
        </div>
      </section>
    );
  }

  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby="uploads-waiting-heading" className="mb-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="uploads-waiting-heading" className="font-semibold text-ink">
        Firm uploads waiting for review
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {uploads.map((upload) => (
          <li key={upload.id} aria-label={upload.fileName} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <p className="flex items-center gap-2 text-sm text-ink">
              <FileSpreadsheet className="h-4 w-4 text-slate-500" aria-hidden />
              <span>
                <strong>{upload.fileName}</strong> • uploaded {uploadedAt(upload)} • {firmCount(upload.pending)} of {upload.imported} waiting
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={adminButton()} onClick={() => onSelect(upload.id)}>
                Show these firms
              </button>
              <ApproveUploadButton upload={upload} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
