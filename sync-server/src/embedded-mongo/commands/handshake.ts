/**
 * Connection-level commands: hello / isMaster (the handshake and the monitor's heartbeat), ping,
 * buildInfo, endSessions, connectionStatus.
 *
 * The hello reply describes a standalone server (no `setName`: no transactions, no change
 * streams) speaking wire version 21 (MongoDB 7.0). Deliberately absent:
 * - `topologyVersion`: its presence switches the driver's monitor to streaming (exhaust) hellos;
 * - `compression`: without it the driver never sends OP_COMPRESSED;
 * - `saslSupportedMechs`: there is no authentication.
 */
import type { Document } from '../bson-values';
import type { CommandHandler } from './command-context';

export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;

export function helloReply(connectionId: number, legacyName: boolean): Document {
  return {
    helloOk: true,
    [legacyName ? 'ismaster' : 'isWritablePrimary']: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded-journal'],
  modules: [],
  javascriptEngine: 'none',
  embedded: true,
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: (context) => helloReply(context.connectionId, false),
  isMaster: (context) => helloReply(context.connectionId, true),
  ismaster: (context) => helloReply(context.connectionId, true),
  ping: () => ({}),
  buildInfo,
  buildinfo: buildInfo,
  // Sessions carry no server-side state here (no transactions), so ending them is a no-op.
  endSessions: () => ({}),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  whatsmyuri: (context) => ({ you: `127.0.0.1:${context.server.port}` }),
};
