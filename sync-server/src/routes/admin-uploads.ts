import type Router from '@koa/router';
import { API, FIRM_NOUN, firmUploadSchema, importSummary, PROVIDER_NOUN, uploadProgressSchema, type FirmUpload, type UploadProgress } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import type { UploadProgressDoc } from '../db/documents';
import { receiveCsvFile } from '../http/csv-upload';
import { startFirmUpload } from '../services/firm-upload';
import { listUploadsAwaitingReview, type UploadAwaitingReview } from '../services/firm-upload-records';
import { importProvidersCsv } from '../services/provider-bulk-import';
import { exportProvidersCsv } from '../services/provider-export';
import { approveUpload } from '../services/upload-approval';
import { deleteUploadProgress, readUploadProgress } from '../services/upload-progress';

const presentProgress = (doc: UploadProgressDoc): UploadProgress =>
  uploadProgressSchema.parse({
    ...doc,
    uploadId: doc._id,
    percentage: doc.total ? Math.round((doc.processed / doc.total) * 1000) / 10 : 0,
    startedAt: doc.startedAt.toISOString(),
    finishedAt: doc.finishedAt?.toISOString(),
  });

const presentFirmUpload = ({ upload, pending }: UploadAwaitingReview): FirmUpload =>
  firmUploadSchema.parse({ id: upload._id, fileName: upload.fileName, startedAt: upload.startedAt.toISOString(), imported: upload.imported, pending });

/**
 * CSV in and out (spec §2): provider import and export, the firm upload, its progress and the review
 * of the firms it imported. Limits: CSV_UPLOAD_LIMITS.
 */
export function adminUploadRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, uploadProgress } = context.collections;

  endpoint(API.adminUpload.bulkImport).handle(async (_, ctx) => {
    const file = await receiveCsvFile(ctx, 'csv', context.uploadDir);
    const outcome = await importProvidersCsv({ bookkeepers, cache: context.cache }, file.path);
    return {
      success: true,
      message: importSummary({ imported: outcome.imported, updated: outcome.updated, refused: outcome.errorMessages.length }, PROVIDER_NOUN),
      imported: outcome.imported,
      updated: outcome.updated,
      errors: outcome.errorMessages.length,
      errorMessages: outcome.errorMessages,
    };
  });

  endpoint(API.adminUpload.exportProviders).handle(({ query }, ctx) => {
    ctx.set('Content-Disposition', `attachment; filename="providers-${new Date().toISOString().slice(0, 10)}.csv"`);
    return exportProvidersCsv(bookkeepers, query.status);
  });

  endpoint(API.adminUpload.uploadFirms).handle(async (_, ctx) => {
    const file = await receiveCsvFile(ctx, 'file', context.uploadDir);
    const deps = { collections: context.collections, logger: ctx.state.logger ?? context.logger };
    const { uploadId, total } = await startFirmUpload(deps, file, ctx.state.adminUsername as string);
    return { success: true, uploadId, total, message: `Importing ${total} ${total === 1 ? FIRM_NOUN.one : FIRM_NOUN.many}; they will wait for review. Poll the progress for the outcome` };
  });

  endpoint(API.adminUpload.uploadProgress).handle(async ({ params }) => ({
    success: true,
    progress: presentProgress(await readUploadProgress(uploadProgress, params.uploadId)),
  }));

  endpoint(API.adminUpload.clearUploadProgress).handle(async ({ params }) => {
    await deleteUploadProgress(uploadProgress, params.uploadId);
    return { success: true, message: 'Upload progress cleared' };
  });

  endpoint(API.adminUpload.firmUploads).handle(async () => ({
    success: true,
    uploads: (await listUploadsAwaitingReview(context.collections)).map(presentFirmUpload),
  }));

  endpoint(API.adminUpload.approveUpload).handle(async ({ params }) => {
    const review = { collections: context.collections, cache: context.cache, publicUrl: context.publicUrl };
    const { approved } = await approveUpload(review, params.uploadId);
    const message = approved > 0 ? `Approved ${approved} ${approved === 1 ? FIRM_NOUN.one : FIRM_NOUN.many} from this upload` : 'No firm of this upload was waiting for review';
    return { success: true, message, approved };
  });
  return router;
}
