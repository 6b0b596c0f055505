/**
 * Embedded only: wire-protocol details the driver does not exercise on its own — moreToCome,
 * the legacy OP_QUERY handshake, OP_COMPRESSED refusal, and malformed frames — over a raw socket.
 */
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/database';
import type { TestDatabase } from '../support/database';
import { againstRealMongo } from './conformance-helpers';

let database: TestDatabase;
let socketPath = '';

interface Reply {
  responseTo: number;
  opCode: number;
  doc: Document;
}

/** A raw connection that collects every complete reply message. */
function connect(): Promise<{ socket: net.Socket; replies: Reply[]; closed: Promise<void>; next(): Promise<Reply> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const replies: Reply[] = [];
    const waiting: ((reply: Reply) => void)[] = [];
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 4 && buffer.length >= buffer.readInt32LE(0)) {
        const length = buffer.readInt32LE(0);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        const opCode = message.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        const reply = { responseTo: message.readInt32LE(8), opCode, doc: deserialize(message.subarray(docStart)) };
        replies.push(reply);
        waiting.shift()?.(reply);
      }
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        socket,
        replies,
        closed,
        next: () => new Promise((done) => (replies.length > waiting.length ? done(replies[waiting.length] as Reply) : waiting.push(done))),
      }),
    );
  });
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeInt32LE(length, 0);
  bytes.writeInt32LE(requestId, 4);
  bytes.writeInt32LE(0, 8);
  bytes.writeInt32LE(opCode, 12);
  return bytes;
}

function opMsg(requestId: number, body: Document, flags = 0): Buffer {
  const doc = Buffer.from(serialize(body));
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32LE(flags, 0);
  return Buffer.concat([header(16 + 5 + doc.length, requestId, 2013), prefix, doc]);
}

function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const name = Buffer.from(`${collection}\0`);
  const doc = Buffer.from(serialize(query));
  const fields = Buffer.alloc(8);
  fields.writeInt32LE(-1, 4);
  return Buffer.concat([header(16 + 4 + name.length + 8 + doc.length, requestId, 2004), Buffer.alloc(4), name, fields, doc]);
}

describe.skipIf(againstRealMongo)('wire protocol', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    // The embedded database listens on a Unix socket; its URI carries the percent-encoded path.
    socketPath = decodeURIComponent(/^mongodb:\/\/([^/?]+)/.exec(database.uri)?.[1] ?? '');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers the legacy OP_QUERY isMaster handshake with OP_REPLY', async () => {
    const connection = await connect();
    connection.socket.write(opQuery(7, 'admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw' } } }));
    const reply = await connection.next();
    expect(reply).toMatchObject({ responseTo: 7, opCode: 1 });
    expect(reply.doc).toMatchObject({ ok: 1, ismaster: true, helloOk: true, minWireVersion: 0 });
    expect(reply.doc.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(reply.doc.topologyVersion).toBeUndefined();
    expect(reply.doc.setName).toBeUndefined();
    connection.socket.destroy();
  });

  it('refuses other OP_QUERY commands with an error reply', async () => {
    const connection = await connect();
    connection.socket.write(opQuery(8, 'app.$cmd', { find: 'x' }));
    const reply = await connection.next();
    expect(reply.opCode).toBe(1);
    expect(reply.doc).toMatchObject({ ok: 0, code: 352 });
    connection.socket.destroy();
  });

  it('sends no reply to a moreToCome message (endSessions) and answers the next one', async () => {
    const connection = await connect();
    connection.socket.write(opMsg(1, { endSessions: [], $db: 'admin' }, 1 << 1));
    connection.socket.write(opMsg(2, { ping: 1, $db: 'admin' }));
    const reply = await connection.next();
    expect(reply).toMatchObject({ responseTo: 2, opCode: 2013, doc: { ok: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connection.replies).toHaveLength(1);
    connection.socket.destroy();
  });

  it('refuses OP_COMPRESSED with an error and closes the connection', async () => {
    const connection = await connect();
    const details = Buffer.alloc(9);
    details.writeInt32LE(2013, 0);
    details.writeInt32LE(10, 4);
    details[8] = 2; // zlib
    const payload = Buffer.from('not really compressed');
    connection.socket.write(Buffer.concat([header(16 + 9 + payload.length, 3, 2012), details, payload]));
    const reply = await connection.next();
    expect(reply.doc.ok).toBe(0);
    expect(String(reply.doc.errmsg)).toContain('OP_COMPRESSED');
    await connection.closed;
  });

  it('closes a connection that sends a malformed frame and keeps serving others', async () => {
    const bad = await connect();
    bad.socket.write(Buffer.from([3, 0, 0, 0, 1, 2, 3, 4]));
    await bad.closed;
    const good = await connect();
    good.socket.write(opMsg(5, { ping: 1, $db: 'admin' }));
    expect((await good.next()).doc.ok).toBe(1);
    good.socket.destroy();
  });

  it('names the command in the CommandNotFound message for commands mongosh sends', async () => {
    const connection = await connect();
    connection.socket.write(opMsg(6, { getLog: 'startupWarnings', $db: 'admin' }));
    const reply = await connection.next();
    expect(reply.doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
    expect(String(reply.doc.errmsg)).toContain("'getLog'");
    connection.socket.destroy();
  });
});
