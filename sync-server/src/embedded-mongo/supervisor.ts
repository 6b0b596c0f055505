/**
 * The public entry: starts the database process and keeps it running.
 *
 * When the child exits unexpectedly (killed, out of memory, fail-stop on a journal error) it is
 * restarted after a backoff (restart-policy.ts); meanwhile `isReady()` is false, so the server
 * reports itself not ready instead of answering 500s. The socket path is the same for every
 * child, so the driver's own monitoring reconnects the server's existing MongoClient once the new
 * child listens; acknowledged writes are in the journal, which the new child recovers. When
 * restarting keeps failing, `onFatal` is called and no further restart is tried.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ProcessOptions } from './process-main';
import { launchChild, stopChild } from './process-host';
import { makePrivateDirectory } from './private-files';
import { RestartPolicy } from './restart-policy';
import type { RestartOptions } from './restart-policy';
import { chooseSocketPath, socketUri, tcpUri } from './socket-path';

export interface EmbeddedMongoOptions {
  dataDir: string;
  /** Also listen on this loopback TCP port (0 picks a free one); by default only the Unix socket. */
  port?: number;
  /** How often expired TTL documents are deleted (MongoDB: 60 s). */
  ttlSweepMs?: number;
  /** Journal size that triggers compaction into a snapshot (default 64 MiB); mainly for tests. */
  journalCompactBytes?: number;
  /** Idle time after which an open cursor is closed (MongoDB: 10 minutes); mainly for tests. */
  cursorTimeoutMs?: number;
  /** Backoff and give-up limits for restarts after a crash. */
  restart?: RestartOptions;
  /** Restarting failed too often; the database stays down. Default: log it. */
  onFatal?: (error: Error) => void;
  /** Restart notices; default: stderr. */
  log?: (message: string) => void;
  /** Extra Node flags for the database process (e.g. `--cpu-prof`: Node refuses it in NODE_OPTIONS). */
  nodeFlags?: string[];
}

export interface EmbeddedMongo {
  /** The Unix socket: mongodb://<percent-encoded path>/?directConnection=true */
  uri: string;
  socketPath: string;
  /** mongodb://127.0.0.1:PORT/?directConnection=true, only when `port` was given. */
  tcpUri?: string;
  /** True while a database process is up and answering (false while it restarts, after stop). */
  isReady(): boolean;
  /** The current database process's pid (undefined while down). */
  pid(): number | undefined;
  /** Flushes, releases the data directory and waits for the process to exit; no restart after. */
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const log = options.log ?? ((message: string) => process.stderr.write(`[embedded-mongo] ${message}\n`));
  const onFatal = options.onFatal ?? ((error: Error) => log(error.message));
  const dataDir = path.resolve(options.dataDir);
  makePrivateDirectory(dataDir);
  const socket = chooseSocketPath(dataDir);
  const childOptions: ProcessOptions = {
    dataDir,
    socketPath: socket.path,
    tcpPort: options.port,
    ttlSweepMs: options.ttlSweepMs ?? 60_000,
    journalCompactBytes: options.journalCompactBytes,
    cursorTimeoutMs: options.cursorTimeoutMs,
  };
  let current: ChildProcess | undefined;
  const first = await launchChild(childOptions, (child) => (current = child), options.nodeFlags).catch((error: unknown) => {
    socket.dispose();
    throw error;
  });
  // A restarted child takes the same port, so a printed TCP URI stays valid.
  if (first.tcpPort !== undefined) childOptions.tcpPort = first.tcpPort;

  const policy = new RestartPolicy(options.restart);
  let ready = false;
  let stopping: Promise<void> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  const supervise = (child: ChildProcess): void => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (current === child) current = undefined;
      ready = false;
      if (!stopping) scheduleRestart(`the database process exited unexpectedly (${signal ?? `code ${String(code)}`})`);
    };
    // It may have died between answering the ping and now.
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
    else {
      ready = true;
      child.once('exit', onExit);
    }
  };

  const scheduleRestart = (reason: string): void => {
    const delay = policy.nextDelay();
    if (delay === undefined) {
      const message = `${reason}; giving up after ${policy.maxFailures} failed restarts within ${policy.windowMs / 1000} s`;
      log(message);
      onFatal(new Error(`embedded MongoDB: ${message}`));
      return;
    }
    log(`${reason}; restarting in ${delay / 1000} s`);
    // Unref'd: a program that is otherwise done need not wait for a restart.
    restartTimer = setTimeout(() => void restart(), delay).unref();
  };

  const restart = async (): Promise<void> => {
    restartTimer = undefined;
    if (stopping) return;
    try {
      const child = await launchChild(childOptions, (spawned) => (current = spawned), options.nodeFlags);
      if (stopping) return; // stop() has already taken care of it
      log('the database process is running again');
      supervise(child.process);
    } catch (error) {
      current = undefined;
      if (!stopping) scheduleRestart(`restarting failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  supervise(first.process);
  return {
    uri: socketUri(socket.path),
    socketPath: socket.path,
    ...(childOptions.tcpPort !== undefined ? { tcpUri: tcpUri(childOptions.tcpPort) } : {}),
    isReady: () => ready,
    pid: () => (ready ? current?.pid : undefined),
    stop: () =>
      (stopping ??= (async () => {
        ready = false;
        clearTimeout(restartTimer);
        if (current) await stopChild(current);
        socket.dispose();
      })()),
  };
}
