/** Starts one bench/bench-server.ts kind in its own process, so load generation and request handling do not share an event loop. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Resolves with the server's port once it listens; `nodeFlags` go to its Node (e.g. --cpu-prof). */
export function startServer(mode: string, arg = '', nodeFlags: string[] = []): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(path.join(here, 'bench-server.ts'), [mode, arg], { execArgv: ['--import', 'tsx', ...nodeFlags], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ port: (message as { port: number }).port, child }));
    child.once('exit', (code) => reject(new Error(`bench server ${mode} exited with ${code}`)));
  });
}
