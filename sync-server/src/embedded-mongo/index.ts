/**
 * The embedded MongoDB-wire-compatible database (ARCHITECTURE.md section 6).
 *
 * `startEmbeddedMongo` runs it in a child process listening on loopback; the server then uses
 * the official driver with the returned `uri`, exactly as with a real MongoDB.
 */
export { startEmbeddedMongo } from './process-host';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './process-host';
