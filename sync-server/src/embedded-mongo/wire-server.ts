/**
 * The socket side: listens on a Unix socket (always) and a loopback TCP port (only when asked
 * for, see process-main.ts), reassembles messages from the byte stream, runs them one at a time per
 * connection (replies must come back in request order), and writes replies.
 *
 * - OP_MSG: run the command; no reply when the request has moreToCome.
 * - OP_QUERY: only the legacy handshake (`isMaster`/`hello` on `<db>.$cmd`) is served, answered
 *   with OP_REPLY; anything else gets MongoDB's "unsupported OP_QUERY command" error.
 * - OP_COMPRESSED: never negotiated (hello lists no compressors); if one arrives anyway, the
 *   client gets an error reply and the connection is closed.
 * - Anything else, or a malformed frame: the connection is closed (as mongod does).
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { Document } from './bson-values';
import { CommandError, ErrorCode } from './errors';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/handshake';
import { PRIVATE_FILE_MODE } from './private-files';
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

export interface WireServerOptions {
  /** Unix socket path; a file left there by a killed process is replaced (the caller holds the data-directory lock). */
  socketPath: string;
  /** Also listen on 127.0.0.1:tcpPort (0 picks a free port); undefined: socket only. */
  tcpPort?: number | undefined;
  execute: ExecuteCommand;
  log: (message: string) => void;
}

export interface WireServer {
  /** The TCP port listened on, if any. */
  tcpPort: number | undefined;
  /** Stops accepting, lets running commands finish (up to a grace period), closes connections. */
  close(): Promise<void>;
}

const HANDSHAKE_COMMANDS = new Set(['isMaster', 'ismaster', 'hello']);

export async function startWireServer(options: WireServerOptions): Promise<WireServer> {
  const connections = new Map<net.Socket, { idle: Promise<void> }>();
  let nextConnectionId = 1;
  let nextRequestId = 1;

  const onConnection = (socket: net.Socket): void => {
    socket.setNoDelay(true); // a no-op on Unix sockets
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
  };

  const servers: net.Server[] = [];
  const closeAll = (): Promise<void[]> => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  let tcpPort: number | undefined;
  try {
    // Only the lock holder gets here, so a file at the path is a dead process's socket.
    rmSync(options.socketPath, { force: true });
    servers.push(await listen(onConnection, { path: options.socketPath }));
    // The umask (process-main.ts) and the 0700 directory already keep others out; this says it explicitly.
    chmodSync(options.socketPath, PRIVATE_FILE_MODE);
    if (options.tcpPort !== undefined) {
      const tcp = await listen(onConnection, { host: '127.0.0.1', port: options.tcpPort });
      servers.push(tcp);
      tcpPort = (tcp.address() as net.AddressInfo).port;
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  return {
    tcpPort,
    async close(): Promise<void> {
      // Closing a Unix-socket server also removes its socket file.
      const closed = closeAll();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref());
      await Promise.race([Promise.all([...connections.values()].map((state) => state.idle)), grace]);
      for (const socket of connections.keys()) socket.destroy();
      await closed;
    },
  };
}

function listen(onConnection: (socket: net.Socket) => void, address: net.ListenOptions): Promise<net.Server> {
  const server = net.createServer(onConnection);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function errorDocument(error: CommandError): Document {
  return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName };
}
