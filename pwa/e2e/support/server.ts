import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  url: string;
  output: string[];
  stop(): Promise<void>;
  /** Ends the process with `signal` (SIGKILL: no shutdown of its own) and waits until it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerPlace {
  /** A data directory the caller owns: kept on stop, so a server started again on it finds its data. */
  dataDir?: string;
  /** A fixed port (a restarted server keeps the pages' origin); a free one when unset. */
  port?: number;
}

/** The server as `npm run build` bundles it (scripts/bundle-server.ts). */
const SERVER_MAIN = 'sync-server/dist/main.js';

/**
 * Starts the real sync server exactly as `npm start` does after its build step (embedded database,
 * demo data, the built PWA), by default on a free port and a throw-away data directory.
 */
export async function startServer(env: Record<string, string> = {}, place: ServerPlace = {}): Promise<RunningServer> {
  const dataDir = place.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ledgerlink-e2e-')));
  if (!existsSync(path.join(repoRoot, SERVER_MAIN))) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first (npm test and test:e2e do)`);
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(place.port ?? 0), DATA_DIR: dataDir, SEED: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      // The whole start banner (one write; its "Admin login" line is always there, the demo
      // dashboard link after it in the same write): tests read the data directory and the logins.
      const match = /running at (http:\/\/\S+)[\s\S]*\nAdmin login: .*\n/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
  const kill = async (signal: NodeJS.Signals) => {
    // A process ended by a signal has no exit code, only a signal code.
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    output,
    kill,
    async stop() {
      await kill('SIGTERM');
      if (!place.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
