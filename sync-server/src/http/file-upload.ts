import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ParameterizedContext } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError, badRequest } from './errors';

// formidable's error codes (formidable/src/FormidableError.js) for the refusals that need their own message.
const MAX_FILES_EXCEEDED = 1015;
const FILE_TOO_LARGE = new Set([1009, 1016]);

interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
}

/** A received file: where it waits on disk, and the name it had on the sender's computer. */
export interface ReceivedFile {
  path: string;
  name: string;
}

/** What one endpoint accepts: its field, its size limit, and how its messages name the file. */
export interface FileUploadRules {
  field: string;
  /** The file as messages name it: "CSV file", "photo". */
  what: string;
  maxBytes: number;
  /** The 413's message. */
  tooLarge: string;
}

/** Longest file name kept: enough to recognise an upload by. */
const MAX_NAME_LENGTH = 200;

/**
 * Receives one file from a multipart form into a file written 0600 in `uploadDir` (0700, under
 * DATA_DIR: uploads hold personal data); the caller owns that file and removes it. formidable stops
 * reading at the endpoint's size limit, so an oversized upload costs no more than the limit; that
 * is a 413. Anything but one non-empty file in the field is a 400 naming the field. Whatever is
 * refused, every file the request wrote is removed before the answer.
 */
export async function receiveFile(ctx: ParameterizedContext, rules: FileUploadRules, uploadDir: string): Promise<ReceivedFile> {
  const { field, what } = rules;
  const refused = (message: string) => badRequest(message, [{ path: field, message }]);
  if (!ctx.is('multipart')) throw refused(`Send the ${what} as multipart/form-data in the field "${field}"`);
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const written = new WrittenFiles();
  const exactlyOneFile = () => refused(`Send exactly one ${what} in the field "${field}"`);
  const parse = koaBody({
    multipart: true,
    formidable: {
      uploadDir,
      // Each file goes through a stream of ours: created 0600, and known here to be removed.
      fileWriteStreamHandler: (file) => written.open((file as UploadedFile | undefined)?.filepath),
      maxFiles: 1,
      maxFileSize: rules.maxBytes,
      maxFields: 10,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
    },
    onError: (error) => {
      const { code, httpCode } = error as { code?: unknown; httpCode?: unknown };
      if (code === MAX_FILES_EXCEEDED) throw exactlyOneFile();
      if (FILE_TOO_LARGE.has(code as number)) throw new HttpError(413, rules.tooLarge);
      if (httpCode === 413) throw new HttpError(413, `The form has more or larger fields than a ${what} upload needs; send only the file in the field "${field}"`);
      throw refused(`The upload could not be read: ${error.message.replace(/options\.\w+ \(\d+\)|\d+ bytes/g, '').trim() || 'malformed form data'}`);
    },
  });
  let kept: string | undefined;
  try {
    await parse(ctx, async () => {});
    const files = (ctx.request.files ?? {}) as Record<string, UploadedFile | UploadedFile[] | undefined>;
    const all = Object.values(files).flatMap((file) => (Array.isArray(file) ? file : file ? [file] : []));
    const file = files[field];
    const wanted = Array.isArray(file) ? undefined : file;
    if (!wanted || all.length !== 1) throw exactlyOneFile();
    kept = wanted.filepath;
    return { path: kept, name: (wanted.originalFilename ?? '').trim().slice(-MAX_NAME_LENGTH) };
  } finally {
    await written.removeAllBut(kept);
  }
}

/** No upload takes this long to read and import (5 MB); an older file was left by a process that died. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes what a crashed process left in `uploadDir`. Age, not "everything", decides: another
 * instance sharing the directory may be reading an upload right now.
 */
export async function removeAbandonedUploads(uploadDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(uploadDir)) {
    const file = path.join(uploadDir, name);
    if (now - (await stat(file)).mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}

/** The files one request's parse writes, so that none outlives a refusal. */
class WrittenFiles {
  private readonly streams = new Map<string, WriteStream>();
  private done = false;

  open(filepath: string | undefined): Writable {
    // After a refusal formidable may still start a part it had read: that one is written nowhere.
    if (this.done || !filepath) return new Writable({ write: (_chunk, _encoding, next) => next() });
    const stream = createWriteStream(filepath, { flags: 'wx', mode: 0o600 });
    this.streams.set(filepath, stream);
    return stream;
  }

  /** Closes every stream, then removes every file but `keep`. */
  async removeAllBut(keep: string | undefined): Promise<void> {
    this.done = true;
    const others = [...this.streams].filter(([filepath]) => filepath !== keep);
    await Promise.all(
      others.map(async ([filepath, stream]) => {
        // A stream destroyed before its file opened still creates it: wait for the close, then remove.
        if (!stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()).destroy());
        await rm(filepath, { force: true });
      }),
    );
  }
}
