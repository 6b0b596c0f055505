import { importSummary, PROVIDER_NOUN, type BulkImportResponse } from '@ledgerlink/shared-schema';
import { adminButton } from '../ui/admin-styles';
import { firstErrors } from './csv-file';

/** Rows listed before "... and N more errors": enough to fix a file by, short enough to read. */
const SHOWN_ROWS = 20;

/** The rows the last provider import refused, each with its line and reason, until the admin dismisses them. */
export function ImportRefusals({ outcome, onDismiss }: { outcome: BulkImportResponse; onDismiss: () => void }) {
  return (
    <section aria-label="Provider import" className="mb-5 rounded-card border border-amber-200 bg-amber-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p role="status" className="font-semibold text-amber-900">
          {importSummary({ imported: outcome.imported, updated: outcome.updated, refused: outcome.errors }, PROVIDER_NOUN)}
        </p>
        <button type="button" className={adminButton()} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-amber-900">
        {firstErrors(outcome.errorMessages, SHOWN_ROWS).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
