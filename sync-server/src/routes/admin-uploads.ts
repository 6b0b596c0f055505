import type Router from '@koa/router';
import { adminProvidersQuerySchema, uploadIdSchema, uploadProgressSchema, type UploadProgress } from '@ledgerlink/shared-schema';
import type { AppContext } from '../app-context';
import { legacyEndpointMounter as endpointMounter, exactRouter } from '../http/endpoint';
import type { UploadProgressDoc } from '../db/documents';
import { receiveCsvFile } from '../http/csv-upload';
import { parseInput, parseQuery } from '../http/validate';
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

  endpoint({ method: 'POST', path: '/api/admin/bulk-import', access: 'admin' }, async (ctx) => {
    const file = await receiveCsvFile(ctx, 'csv', context.uploadDir);
    const outcome = await importProvidersCsv({ bookkeepers, cache: context.cache }, file);
    ctx.body = {
      success: true,
      message: `Imported ${outcome.imported} provider(s), updated ${outcome.updated}; ${outcome.errorMessages.length} row(s) refused`,
      imported: outcome.imported,
      updated: outcome.updated,
      errors: outcome.errorMessages.length,
      errorMessages: outcome.errorMessages,
    };
  });

  endpoint({ method: 'GET', path: '/api/admin/providers/export', access: 'admin' }, (ctx) => {
    const { status } = parseQuery(ctx, adminProvidersQuerySchema.pick({ status: true }));
    ctx.set('Content-Disposition', `attachment; filename="providers-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = exportProvidersCsv(bookkeepers, status);
  });

  endpoint({ method: 'POST', path: '/api/admin/upload-firms', access: 'admin' }, async (ctx) => {
    const file = await receiveCsvFile(ctx, 'file', context.uploadDir);
    const deps = { collections: context.collections, cache: context.cache, logger: ctx.state.logger ?? context.logger };
    const { uploadId, total } = await startFirmUpload(deps, file, ctx.state.adminUsername as string);
    ctx.status = 202;
    ctx.body = { success: true, uploadId, total, message: `Importing ${total} firm(s); poll the progress for the outcome` };
  });

  endpoint({ method: 'GET', path: '/api/admin/upload-progress/:uploadId', access: 'admin' }, async (ctx) => {
    const uploadId = parseInput(uploadIdSchema, ctx.params.uploadId, 'path');
    ctx.body = { success: true, progress: presentProgress(await readUploadProgress(uploadProgress, uploadId)) };
  });

  endpoint({ method: 'DELETE', path: '/api/admin/upload-progress/:uploadId', access: 'admin' }, async (ctx) => {
    await deleteUploadProgress(uploadProgress, parseInput(uploadIdSchema, ctx.params.uploadId, 'path'));
    ctx.body = { success: true, message: 'Upload progress cleared' };
  });
  return router;
}
