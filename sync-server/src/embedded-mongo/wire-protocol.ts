/**
 * MongoDB wire protocol framing: the 16-byte header, OP_MSG (2013) in both directions, the
 * legacy OP_QUERY (2004) request / OP_REPLY (1) response that drivers still use for the very
 * first handshake on a connection, and recognition of OP_COMPRESSED (2012).
 *
 * All integers are little-endian. An OP_MSG is: header, uint32 flagBits, then sections until the
 * end (minus a trailing CRC-32C when checksumPresent): kind 0 = one BSON body; kind 1 = int32
 * size, cstring identifier, BSON documents (a "document sequence", e.g. insert's `documents`).
 */
import { decodeBson, encodeBson } from './bson-values';
import type { Document } from './bson-values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;
const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

export class ProtocolError extends Error {}

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

export interface OpMsgRequest {
  body: Document;
  /** The client expects no reply (unacknowledged writes, endSessions). */
  moreToCome: boolean;
}

export function decodeOpMsg(message: Buffer): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_BYTES);
  const end = message.length - (flags & FLAG_CHECKSUM_PRESENT ? 4 : 0);
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      const size = message.readInt32LE(offset);
      if (body !== undefined) throw new ProtocolError('OP_MSG has more than one body section');
      body = decodeBson(message.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      const nameEnd = message.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new ProtocolError('OP_MSG document sequence without identifier');
      const identifier = message.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      for (let cursor = nameEnd + 1; cursor < sectionEnd; ) {
        const docSize = message.readInt32LE(cursor);
        docs.push(decodeBson(message.subarray(cursor, cursor + docSize)));
        cursor += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`OP_MSG section kind ${String(kind)} is not valid`);
    }
  }
  if (body === undefined) throw new ProtocolError('OP_MSG has no body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

export interface OpQueryRequest {
  /** e.g. "admin.$cmd" */
  fullCollectionName: string;
  query: Document;
}

export function decodeOpQuery(message: Buffer): OpQueryRequest {
  const nameStart = HEADER_BYTES + 4;
  const nameEnd = message.indexOf(0, nameStart);
  if (nameEnd < 0) throw new ProtocolError('OP_QUERY without collection name');
  const fullCollectionName = message.toString('utf8', nameStart, nameEnd);
  const queryStart = nameEnd + 1 + 8; // skip numberToSkip, numberToReturn
  const querySize = message.readInt32LE(queryStart);
  return { fullCollectionName, query: decodeBson(message.subarray(queryStart, queryStart + querySize)) };
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const bytes = Buffer.allocUnsafe(HEADER_BYTES);
  bytes.writeInt32LE(length, 0);
  bytes.writeInt32LE(requestId, 4);
  bytes.writeInt32LE(responseTo, 8);
  bytes.writeInt32LE(opCode, 12);
  return bytes;
}

export function encodeOpMsg(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = encodeBson(doc);
  const length = HEADER_BYTES + 4 + 1 + body.length;
  const prefix = Buffer.alloc(5); // flagBits 0, section kind 0
  return Buffer.concat([header(length, requestId, responseTo, OP_MSG), prefix, body], length);
}

export function encodeOpReply(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = encodeBson(doc);
  const length = HEADER_BYTES + 20 + body.length;
  const fields = Buffer.alloc(20);
  // responseFlags 0, cursorID 0 (int64), startingFrom 0, numberReturned 1
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(length, requestId, responseTo, OP_REPLY), fields, body], length);
}
