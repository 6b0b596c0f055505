/**
 * The embedded MongoDB-wire-compatible database (ARCHITECTURE.md section 6).
 *
 * `startEmbeddedMongo` runs it in a supervised child process listening on a Unix socket in its
 * data directory; the server then uses the official driver with the returned `uri`, exactly as
 * with a real MongoDB.
 */
export { startEmbeddedMongo } from './supervisor';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './supervisor';
export { DataDirectoryLockedError } from './lock-file';
export { SOCKET_FILE_NAME, socketUri } from './socket-path';
