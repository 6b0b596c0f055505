import { CSV_UPLOAD_LIMITS, FIRM_CSV_COLUMNS } from '@ledgerlink/shared-schema';
import { adminCard } from '../ui/admin-styles';

/** What a firm CSV must look like (spec §3): the columns in order, and what the import does for you. */
export function UploadFormatCard() {
  return (
    <section aria-labelledby="csv-format-heading" className={adminCard}>
      <h2 id="csv-format-heading" className="text-lg font-semibold text-ink">
        CSV format requirements
      </h2>
      <p className="mt-1 text-sm text-slate-600">The first row names these {FIRM_CSV_COLUMNS.length} columns, in this order:</p>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm text-ink sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-9">
        {FIRM_CSV_COLUMNS.map((column) => (
          <li key={column}>
            {column}
            {column === 'Name' ? <span className="ml-1 font-semibold text-red-700">(required)</span> : null}
          </li>
        ))}
      </ol>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
        <li>Duplicate usernames and emails are handled automatically.</li>
        <li>A logo is generated when Logo URL is empty.</li>
        <li>A bad row is reported and skipped; the good rows are still imported.</li>
        <li>Imported firms wait for review: they are listed once approved, one by one or all of an upload at once from the review queue.</li>
        <li>
          At most {(CSV_UPLOAD_LIMITS.maxBytes / 1024 / 1024).toFixed(0)} MB and {CSV_UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} rows per file.
        </li>
      </ul>
    </section>
  );
}
