import { importSummary, PROVIDER_NOUN, type BulkImportResponse } from '@ledgerlink/shared-schema';
import type { ToastInput } from '../../../ui/toast-store';
import { firstErrors } from './csv-file';

/**
 * The toast after Import CSV. Spec §8's "CSV imported successfully" only when every row was taken;
 * with refused rows the title says how many next to what was imported, and the first refused rows
 * (line and reason) follow, shown long enough to read.
 */
export function importOutcomeToast(answer: Pick<BulkImportResponse, 'imported' | 'updated' | 'errors' | 'errorMessages'>): ToastInput {
  const summary = importSummary({ imported: answer.imported, updated: answer.updated, refused: answer.errors }, PROVIDER_NOUN);
  if (answer.errors === 0) return { title: 'CSV imported successfully', description: summary, variant: 'success' };
  return { title: summary, description: firstErrors(answer.errorMessages).join(' • '), variant: 'default', durationMs: 15_000 };
}
