/**
 * Runs after the web app's build (root package.json "build"): bundles the sync server's TypeScript
 * into plain JavaScript in sync-server/dist, `main.js` and the embedded database's child
 * `process-main.js` beside it (where process-host.ts looks for it when it runs as `.js`).
 *
 * - Only the project's own code is bundled (the server, the shared schemas); every package from
 *   node_modules stays an import, so native modules (sharp) and packages that load files of their
 *   own work as installed.
 * - Node then starts the server without compiling TypeScript on each start: a start of the server
 *   with its database costs about half the CPU it costs through tsx, which every restart and every
 *   browser-test file pays.
 * - Source maps beside each file: `node --enable-source-maps` reports stack traces in the sources.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'sync-server/dist');

await build({
  absWorkingDir: root,
  entryPoints: ['sync-server/src/main.ts', 'sync-server/src/embedded-mongo/process-main.ts'],
  entryNames: '[name]',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-imports',
      setup(bundle) {
        // A bare specifier is a package, except the workspace's own (@ledgerlink/*), whose sources are bundled.
        bundle.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (specifier.startsWith('@ledgerlink/') ? undefined : { path: specifier, external: true }));
      },
    },
  ],
});
console.log(`bundled the sync server into ${path.relative(root, outdir)}`);
