import type Router from '@koa/router';
import { API, uploadProgressSchema, type UploadProgress } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { endpointMounter, exactRouter } from '../http/endpoint';
import type { UploadProgressDoc } from '../db/documents';
import { receiveCsvFile } from '../http/csv-upload';
import { startFirmUpload } from '../services/firm-upload';
import { importProvidersCsv } from '../services/provider-bulk-import';
import { exportProvidersCsv } from '../services/provider-export';
import { deleteUploadProgress, readUploadProgress } from '../services/upload-progress';

const presentProgress = (doc: UploadProgressDoc): UploadProgress =>
  uploadProgressSchema.parse({
    ...doc,
    uploadId: doc._id,
    percentage: doc.total ? Math.round((doc.processed / doc.total) * 1000) / 10 : 0,
    startedAt: doc.startedAt.toISOString(),
    finishedAt: doc.finishedAt?.toISOString(),
  });

/** CSV in and out (spec §2): provider import and export, the firm upload and its progress. Limits: CSV_UPLOAD_LIMITS. */
export function adminUploadRoutes(context: AppContext): Router {
  const router = exactRouter();
  const endpoint = endpointMounter(router, context.guards);
  const { bookkeepers, uploadProgress } = context.collections;

  endpoint(API.adminUpload.bulkImport).handle(async (_, ctx) => {
    const file = await receiveCsvFile(ctx, 'csv', context.uploadDir);
    const outcome = await importProvidersCsv({ bookkeepers, cache: context.cache }, file);
    return {
      success: true,
      message: `Imported ${outcome.imported} provider(s), updated ${outcome.updated}; ${outcome.errorMessages.length} row(s) refused`,
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
    const deps = { collections: context.collections, cache: context.cache, logger: ctx.state.logger ?? context.logger };
    const { uploadId, total } = await startFirmUpload(deps, file, ctx.state.adminUsername as string);
    return { success: true, uploadId, total, message: `Importing ${total} firm(s); poll the progress for the outcome` };
  });

  endpoint(API.adminUpload.uploadProgress).handle(async ({ params }) => ({
    success: true,
    progress: presentProgress(await readUploadProgress(uploadProgress, params.uploadId)),
  }));

  endpoint(API.adminUpload.clearUploadProgress).handle(async ({ params }) => {
    await deleteUploadProgress(uploadProgress, params.uploadId);
    return { success: true, message: 'Upload progress cleared' };
  });
  return router;
}
