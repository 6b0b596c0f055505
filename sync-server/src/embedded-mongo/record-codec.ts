/**
 * Framing of journal and snapshot records: [u32 LE body length][u32 LE CRC-32 of body][BSON body].
 *
 * The CRC lets recovery tell a complete record from a torn or garbage tail after a crash: the
 * first frame that is short, oversized, fails its checksum or fails to parse ends the valid
 * prefix, and nothing after it was ever acknowledged (appends are sequential and each
 * acknowledgement waits for an fsync that covers every earlier byte).
 */
import { crc32 } from 'node:zlib';
import { decodeBson, encodeBson } from './bson-values';
import type { Document } from './bson-values';

const HEADER_BYTES = 8;
/** Far above MongoDB's 16 MiB document limit plus entry overhead; larger means garbage. */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export function encodeRecord(entry: Document): Buffer {
  const body = encodeBson(entry);
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  header.writeUInt32LE(body.length, 0);
  header.writeUInt32LE(crc32(body), 4);
  return Buffer.concat([header, body], HEADER_BYTES + body.length);
}

export interface DecodedRecords {
  entries: Document[];
  /** Length of the valid prefix; equals the input length when nothing was torn. */
  validBytes: number;
  /** Why decoding stopped early, when it did. */
  problem?: string;
}

export function decodeRecords(bytes: Buffer): DecodedRecords {
  const entries: Document[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < HEADER_BYTES) {
      return { entries, validBytes: offset, problem: `torn record header at byte ${offset}` };
    }
    const length = bytes.readUInt32LE(offset);
    const checksum = bytes.readUInt32LE(offset + 4);
    const start = offset + HEADER_BYTES;
    if (length < 5 || length > MAX_RECORD_BYTES || start + length > bytes.length) {
      return { entries, validBytes: offset, problem: `torn or invalid record at byte ${offset}` };
    }
    const body = bytes.subarray(start, start + length);
    if (crc32(body) !== checksum) {
      return { entries, validBytes: offset, problem: `checksum mismatch in record at byte ${offset}` };
    }
    try {
      entries.push(decodeBson(body));
    } catch (error) {
      return { entries, validBytes: offset, problem: `unreadable record at byte ${offset}: ${String(error)}` };
    }
    offset = start + length;
  }
  return { entries, validBytes: offset };
}
