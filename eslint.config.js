import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Zones and tsconfig paths are relative to this file, whatever directory ESLint runs from.
const root = import.meta.dirname;

// One zone per feature folder, read from disk, so a new feature is fenced in without editing this file.
const features = readdirSync(path.join(root, 'pwa/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One zone per subsystem folder of the offline layer, read from disk too: code outside a subsystem
// (features, app, sw.ts, the other subsystems, tests, bench) enters it only through its index.ts.
const offline = 'pwa/src/offline';
const subsystems = readdirSync(path.join(root, offline), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Globs of every file outside `dir` (relative to the root): those beside it and beside each of its parents. */
function outside(dir) {
  const parts = dir.split('/');
  return parts.flatMap((part, depth) => {
    const parent = parts.slice(0, depth).map((name) => `${name}/`).join('');
    return [`${parent}*`, `${parent}!(${part})/**`];
  });
}

// The one-way layers of ARCHITECTURE §1 (PWA) and §3 (server).
const boundaries = [
  ...features.map((feature) => ({
    target: `pwa/src/features/${feature}`,
    from: 'pwa/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece down to lib/, ui/, api/ or offline/ (ARCHITECTURE §1).',
  })),
  ...subsystems.map((subsystem) => ({
    target: outside(`${offline}/${subsystem}`),
    from: `${offline}/${subsystem}`,
    except: ['./index.ts'],
    message: `Outside ${offline}/${subsystem}/, import only its index.ts: the subsystem's one entry (ARCHITECTURE §1).`,
  })),
  {
    target: ['pwa/src/offline', 'pwa/src/api', 'pwa/src/lib', 'pwa/src/ui'],
    from: ['pwa/src/features', 'pwa/src/app', 'pwa/src/main.tsx'],
    message: 'offline/, api/, lib/ and ui/ sit below features and app (ARCHITECTURE §1).',
  },
  {
    target: 'pwa/src/features',
    from: ['pwa/src/app', 'pwa/src/main.tsx'],
    message: 'Features sit below app/ (ARCHITECTURE §1): move what they need to lib/ or ui/.',
  },
  {
    target: 'shared-schema',
    from: ['pwa', 'sync-server', 'scripts', 'bench'],
    message: 'shared-schema imports nothing from the apps (ARCHITECTURE §1).',
  },
  {
    target: 'sync-server/src/db',
    from: [
      'sync-server/src/http/**',
      'sync-server/src/services/**',
      'sync-server/src/routes/**',
      'sync-server/src/presenters/**',
      'sync-server/src/app*',
      'sync-server/src/app*/**',
      'sync-server/src/main*',
    ],
    message: 'The db layer imports nothing above it (ARCHITECTURE §3).',
  },
  {
    // Also stops type-only import cycles through app.ts, which import-x/no-cycle skips.
    target: ['sync-server/src/routes', 'sync-server/src/services', 'sync-server/src/http', 'sync-server/src/presenters', 'sync-server/src/db'],
    from: ['sync-server/src/app.ts', 'sync-server/src/main.ts'],
    message: 'Only main.ts imports app.ts; the context type lives in its own module (ARCHITECTURE §3).',
  },
  {
    target: 'sync-server/src/services',
    from: ['sync-server/src/http', 'sync-server/src/routes'],
    message: 'Services know no HTTP: throw domain errors and take narrow dependencies (ARCHITECTURE §3).',
  },
  {
    target: 'sync-server/src/services',
    from: 'sync-server/src/presenters',
    message: 'Services return documents and domain data, never API shapes: the route presents them (ARCHITECTURE §3).',
  },
  {
    target: 'sync-server/src/presenters',
    from: ['sync-server/src/services', 'sync-server/src/http', 'sync-server/src/routes', 'sync-server/src/app-context.ts'],
    message: 'Presenters map documents to API shapes and know no services or HTTP: the route passes in what they present (ARCHITECTURE §3).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.bench-data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries and cycles, resolved the way TypeScript resolves them (workspace tsconfigs).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['pwa/tsconfig.json', 'sync-server/tsconfig.json', 'shared-schema/tsconfig.json'].map((file) => path.join(root, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    // Runtime cycles only: import-x skips `import type` edges by design. Test files are left out
    // to save time: nothing imports them, so they can never be part of a cycle.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One endpoint contract (shared-schema/src/api): an API path is written there and nowhere else
    // in the apps, so no call or route can drift from its definition or miss its guards.
    files: ['pwa/src/**/*.{ts,tsx}', 'sync-server/src/**/*.ts'],
    ignores: ['pwa/src/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: 'Name the endpoint from the contract (API.area.name, endpointUrl) instead of writing its path.' },
        { selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]', message: 'Name the endpoint from the contract (API.area.name, endpointUrl) instead of writing its path.' },
      ],
    },
  },
  {
    // The apps' packages, by name (the path zones above catch relative imports).
    files: ['shared-schema/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@ledgerlink/pwa', '@ledgerlink/pwa/*', '@ledgerlink/sync-server', '@ledgerlink/sync-server/*'], message: 'shared-schema imports nothing from the apps (ARCHITECTURE §1).' }] },
      ],
    },
  },
);
