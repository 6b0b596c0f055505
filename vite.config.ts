import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { ADMIN_CHUNK_GLOBS, adminChunkCheck, chunkFileName, precacheWithoutAdminChunks } from './scripts/admin-chunks.ts';
import { modulesHomeLoads, publicChunkCheck, publicChunkGroup } from './scripts/public-chunk.ts';

const THEME_COLOR = '#1d4ed8';

/**
 * The offline layer's modules only declare (schemas, functions, a Dexie instance that opens on first
 * use), so a module none of whose exports a chunk uses is left out of it. A subsystem's index, its
 * one entry (ARCHITECTURE §1), then brings an importer only what it uses: a form's first render gets
 * no Dexie, the service worker no React hooks. A module here that must run on import would be dropped.
 */
const offlineModulesDeclareOnly = (): Plugin => ({
  name: 'ledgerlink:offline-modules-declare-only',
  transform: { filter: { id: /[\\/]src[\\/]offline[\\/]/ }, handler: () => ({ moduleSideEffects: false }) },
});

/**
 * A service worker cannot `import()`: the dynamic imports of page code that a subsystem's index
 * passes the worker by (its hooks load their chunks on demand) stay outside the worker's bundle,
 * whose tree-shaking then drops them with that code, instead of inlining their targets behind
 * lazy initialisers.
 */
const workerWithoutDynamicImports = (): Plugin => ({
  name: 'ledgerlink:worker-without-dynamic-imports',
  enforce: 'pre',
  resolveId: (source, _importer, { kind }) => (kind === 'dynamic-import' ? { id: source, external: true } : null),
});

/** The plugins that make the app's modules; the public chunk's plan build runs them too. */
const appPlugins = () => [react(), tailwindcss(), offlineModulesDeclareOnly()];

/** The page `/` renders (a lazy route of pwa/src/app/routes.tsx), by module id. */
const HOME_PAGE = fileURLToPath(new URL('pwa/src/features/home/HomePage.tsx', import.meta.url));

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  root: 'pwa',
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the server reads each page's chunks from it to preload them with the HTML.
    manifest: true,
    emptyOutDir: true,
    // Every browser the PWA targets preloads modules natively; the polyfill would be ~1 KiB of the
    // home page's initial JavaScript spent on browsers that then merely load chunks a little later.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // One chunk for what the public pages share beyond `/` (scripts/public-chunk.ts).
        ...(command === 'build' ? { codeSplitting: { groups: [publicChunkGroup(await modulesHomeLoads('pwa', appPlugins(), HOME_PAGE))] } } : {}),
        // Chunks holding admin modules get the admin- prefix the precache leaves out (scripts/admin-chunks.ts).
        chunkFileNames: chunkFileName,
      },
    },
  },
  plugins: [
    ...appPlugins(),
    // Fail the build when the chunks break the public chunk's plan or the admin chunks' naming.
    publicChunkCheck(HOME_PAGE),
    adminChunkCheck(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page decides when a new worker takes over (pwa/src/main.tsx registers it with workbox-window).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'logo.svg', 'logo-hover.svg'],
      manifest: {
        name: 'LedgerLink',
        short_name: 'LedgerLink',
        description: 'A free marketplace connecting businesses with verified bookkeeping, accounting, tax and payroll professionals.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        buildPlugins: { vite: [offlineModulesDeclareOnly(), workerWithoutDynamicImports()] },
        // Everything the public app needs to boot offline, including every lazy page chunk. The admin
        // area is online-only (ARCHITECTURE §2): its chunks are never cached, the pages (Admin*) and
        // the modules only they share (admin-*, e.g. features/admin/admin-session.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ADMIN_CHUNK_GLOBS,
        manifestTransforms: [precacheWithoutAdminChunks],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
