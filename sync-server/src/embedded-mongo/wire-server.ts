/**
 * The TCP side: reassembles messages from the byte stream, runs them one at a time per
 * connection (replies must come back in request order), and writes replies.
 *
 * - OP_MSG: run the command; no reply when the request has moreToCome.
 * - OP_QUERY: only the legacy handshake (`isMaster`/`hello` on `<db>.$cmd`) is served, answered
 *   with OP_REPLY; anything else gets MongoDB's "unsupported OP_QUERY command" error.
 * - OP_COMPRESSED: never negotiated (hello lists no compressors); if one arrives anyway, the
 *   client gets an error reply and the connection is closed.
 * - Anything else, or a malformed frame: the connection is closed (as mongod does).
 */
import net from 'node:net';
import type { Document } from './bson-values';
import { CommandError, ErrorCode } from './errors';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/handshake';
import {
  decodeOpMsg,
  decodeOpQuery,
  encodeOpMsg,
  encodeOpReply,
  HEADER_BYTES,
  OP_COMPRESSED,
  OP_MSG,
  OP_QUERY,
  readHeader,
} from './wire-protocol';

export type ExecuteCommand = (body: Document, connectionId: number) => Promise<Document>;

export interface WireServer {
  port: number;
  /** Stops accepting, lets running commands finish (up to a grace period), closes connections. */
  close(): Promise<void>;
}

const HANDSHAKE_COMMANDS = new Set(['isMaster', 'ismaster', 'hello']);

export async function startWireServer(options: { host: string; port: number; execute: ExecuteCommand; log: (message: string) => void }): Promise<WireServer> {
  const connections = new Map<net.Socket, { idle: Promise<void> }>();
  let nextConnectionId = 1;
  let nextRequestId = 1;

  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    const connectionId = nextConnectionId++;
    const state = { idle: Promise.resolve() };
    connections.set(socket, state);
    let chunks: Buffer[] = [];
    let buffered = 0;

    const reply = (message: Buffer): void => {
      if (!socket.destroyed) socket.write(message);
    };

    const handle = async (message: Buffer): Promise<void> => {
      const header = readHeader(message);
      const respond = (doc: Document): void => reply(encodeOpMsg(nextRequestId++, header.requestId, doc));
      if (header.opCode === OP_MSG) {
        const { body, moreToCome } = decodeOpMsg(message);
        const result = await options.execute(body, connectionId);
        if (!moreToCome) respond(result);
        return;
      }
      if (header.opCode === OP_QUERY) {
        const { fullCollectionName, query } = decodeOpQuery(message);
        const name = Object.keys(query)[0] ?? '';
        const db = fullCollectionName.slice(0, fullCollectionName.indexOf('.'));
        const result =
          fullCollectionName.endsWith('.$cmd') && HANDSHAKE_COMMANDS.has(name)
            ? await options.execute({ ...query, $db: db }, connectionId)
            : errorDocument(new CommandError(ErrorCode.UnsupportedOpQueryCommand, `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`));
        reply(encodeOpReply(nextRequestId++, header.requestId, result));
        return;
      }
      if (header.opCode === OP_COMPRESSED) {
        respond(errorDocument(new CommandError(ErrorCode.BadValue, 'OP_COMPRESSED is not supported by the embedded database; connect without compressors')));
        socket.end();
        return;
      }
      options.log(`closing connection ${connectionId}: unsupported opCode ${header.opCode}`);
      socket.destroy();
    };

    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      while (buffered >= 4) {
        // Concatenate only once a whole message is buffered: large messages arrive in many chunks.
        let first = chunks[0] as Buffer;
        if (first.length < 4) {
          first = Buffer.concat(chunks, buffered);
          chunks = [first];
        }
        const length = first.readInt32LE(0);
        if (length < HEADER_BYTES || length > MAX_MESSAGE_SIZE_BYTES) {
          options.log(`closing connection ${connectionId}: invalid message length ${length}`);
          socket.destroy();
          return;
        }
        if (buffered < length) break;
        const head = chunks.length === 1 ? first : Buffer.concat(chunks, buffered);
        const message = head.subarray(0, length);
        chunks = buffered > length ? [head.subarray(length)] : [];
        buffered -= length;
        state.idle = state.idle.then(() =>
          handle(message).catch((error: unknown) => {
            options.log(`closing connection ${connectionId}: ${error instanceof Error ? error.message : String(error)}`);
            socket.destroy();
          }),
        );
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => connections.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    async close(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref());
      await Promise.race([Promise.all([...connections.values()].map((state) => state.idle)), grace]);
      for (const socket of connections.keys()) socket.destroy();
      await closed;
    },
  };
}

function errorDocument(error: CommandError): Document {
  return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName };
}
