import os from 'node:os';
import { rm } from 'node:fs/promises';
import { CSV_UPLOAD_LIMITS } from '@ledgerlink/shared-schema';
import type { ParameterizedContext } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError, badRequest } from './errors';

const MB = 1024 * 1024;

interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
}

/**
 * Receives one CSV file from a multipart form into a temporary file (the caller owns it and removes
 * it). formidable stops reading at the size limit, so an oversized upload costs no more than the
 * limit; that is a 413 naming the limit. Anything but one `.csv` file in `field` is a 400.
 */
export async function receiveCsvFile(ctx: ParameterizedContext, field: string): Promise<string> {
  if (!ctx.is('multipart')) throw badRequest(`Send the CSV file as multipart/form-data in the field "${field}"`);
  const parse = koaBody({
    multipart: true,
    formidable: {
      uploadDir: os.tmpdir(),
      maxFiles: 1,
      maxFileSize: CSV_UPLOAD_LIMITS.maxBytes,
      maxFields: 10,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
    },
    onError: (error) => {
      const httpCode = (error as { httpCode?: unknown }).httpCode;
      if (httpCode === 413) throw new HttpError(413, `The CSV file is larger than the ${CSV_UPLOAD_LIMITS.maxBytes / MB} MB limit`);
      throw badRequest(`The upload could not be read: ${error.message.replace(/options\.\w+ \(\d+\)|\d+ bytes/g, '').trim() || 'malformed form data'}`);
    },
  });
  await parse(ctx, async () => {});
  const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[] | undefined>;
  const all = Object.values(files).flatMap((file) => (Array.isArray(file) ? file : file ? [file] : []));
  const file = files[field];
  const wanted = Array.isArray(file) ? undefined : file;
  if (!wanted || all.length !== 1) {
    await Promise.all(all.map((each) => rm(each.filepath, { force: true })));
    throw badRequest(`Send exactly one CSV file in the field "${field}"`);
  }
  if (!/\.csv$/i.test(wanted.originalFilename ?? '')) {
    await rm(wanted.filepath, { force: true });
    throw badRequest('Please select a CSV file');
  }
  return wanted.filepath;
}
