import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that eslint.config.js enforces ARCHITECTURE §1's one-way imports: small probe files are
 * linted as if they sat in the folders named below, each importing a module that really exists
 * (picked from disk, so the test follows the code as it moves), and the expected rule must fire.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The rule ids ESLint reports for `code` placed at `file` (relative to the repo root). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned nothing for ${file}`);
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/** A source module in or below `dir` (not a test; with `besidesIndex`, not an index.ts), as an import specifier relative to `fromDir`. */
function someModule(dir: string, fromDir: string, { besidesIndex = false } = {}): string {
  const file = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .sort()
    .find(
      (name) =>
        /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('__eslint-cycle-fixture-') && !(besidesIndex && /(^|\/)index\.tsx?$/.test(name)),
    );
  if (!file) throw new Error(`no module in ${dir}`);
  const specifier = path.relative(path.join(root, fromDir), path.join(root, dir, file.replace(/\.tsx?$/, ''))).split(path.sep).join('/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const features = folders('pwa/src/features');
const [featureA, featureB] = features as [string, string];
const featureDir = `pwa/src/features/${featureA}`;
const reexport = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;
const BOUNDARY = 'import-x/no-restricted-paths';

describe('ESLint import boundaries (ARCHITECTURE §1)', () => {
  it('allows a feature to import its own files and the layers below', async () => {
    const code = [someModule(featureDir, featureDir), someModule('pwa/src/lib', featureDir), someModule('pwa/src/ui', featureDir)]
      .map((specifier, index) => `import * as m${index} from '${specifier}';\nexport { m${index} };\n`)
      .join('');
    expect(await ruleIds(`${featureDir}/probe.ts`, code)).toEqual([]);
  });

  it('fails a feature importing another feature, also for a type-only import', async () => {
    const other = someModule(`pwa/src/features/${featureB}`, featureDir);
    expect(await ruleIds(`${featureDir}/probe.ts`, reexport(other))).toContain(BOUNDARY);
    expect(await ruleIds(`${featureDir}/probe.ts`, `import type * as probe from '${other}';\nexport type Probe = typeof probe;\n`)).toContain(BOUNDARY);
  });

  it('fails a feature importing app/', async () => {
    expect(await ruleIds(`${featureDir}/probe.ts`, reexport(someModule('pwa/src/app', featureDir)))).toContain(BOUNDARY);
  });

  it.each(['lib', 'ui', 'api', 'offline'])('fails %s/ importing a feature or app/', async (layer) => {
    const dir = `pwa/src/${layer}`;
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule(featureDir, dir)))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule('pwa/src/app', dir)))).toContain(BOUNDARY);
  });

  it('fails code outside an offline subsystem importing any file of it but its index.ts, also type-only or dynamically', async () => {
    const [subsystem, other] = folders('pwa/src/offline') as [string, string];
    const dir = `pwa/src/offline/${subsystem}`;
    for (const outsider of [featureDir, `pwa/src/offline/${other}`, 'pwa/src/offline', 'pwa/src', 'pwa/test']) {
      const inner = someModule(dir, outsider, { besidesIndex: true });
      expect({ outsider, rules: await ruleIds(`${outsider}/probe.ts`, reexport(inner)) }).toEqual({ outsider, rules: [BOUNDARY] });
      const index = path.relative(path.join(root, outsider), path.join(root, dir)).split(path.sep).join('/');
      expect({ outsider, rules: await ruleIds(`${outsider}/probe.ts`, reexport(index.startsWith('.') ? index : `./${index}`)) }).toEqual({ outsider, rules: [] });
    }
    const inner = someModule(dir, featureDir, { besidesIndex: true });
    expect(await ruleIds(`${featureDir}/probe.ts`, `import type * as probe from '${inner}';\nexport type Probe = typeof probe;\n`)).toContain(BOUNDARY);
    expect(await ruleIds(`${featureDir}/probe.ts`, `export const probe = () => import('${inner}');\n`)).toContain(BOUNDARY);
  });

  it("allows an offline subsystem's files to import each other", async () => {
    const dir = `pwa/src/offline/${folders('pwa/src/offline')[0]!}`;
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule(dir, dir, { besidesIndex: true })))).toEqual([]);
  });

  it('fails shared-schema importing anything from the apps', async () => {
    const dir = 'shared-schema/src';
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule('pwa/src/lib', dir)))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule('sync-server/src', dir)))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, reexport('@ledgerlink/sync-server'))).toContain('no-restricted-imports');
    expect(await ruleIds(`${dir}/probe.ts`, reexport('@ledgerlink/pwa/src/lib/date'))).toContain('no-restricted-imports');
  });

  it('fails sync-server/src/db importing a layer above it', async () => {
    const dir = 'sync-server/src/db';
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule('sync-server/src/services', dir)))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, reexport(someModule('sync-server/src/routes', dir)))).toContain(BOUNDARY);
  });

  it('allows a route to import services and presenters, and a presenter to import db/', async () => {
    const route = 'sync-server/src/routes';
    const routeCode = [someModule('sync-server/src/services', route), someModule('sync-server/src/presenters', route)]
      .map((specifier, index) => `import * as m${index} from '${specifier}';\nexport { m${index} };\n`)
      .join('');
    expect(await ruleIds(`${route}/probe.ts`, routeCode)).toEqual([]);
    const presenters = 'sync-server/src/presenters';
    expect(await ruleIds(`${presenters}/probe.ts`, reexport(someModule('sync-server/src/db', presenters)))).toEqual([]);
  });

  it('fails a server service importing a presenter, also for a type-only import', async () => {
    const dir = 'sync-server/src/services';
    const presenter = someModule('sync-server/src/presenters', dir);
    expect(await ruleIds(`${dir}/probe.ts`, reexport(presenter))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, `import type * as probe from '${presenter}';\nexport type Probe = typeof probe;\n`)).toContain(BOUNDARY);
  });

  it.each(['services', 'http'])('fails a presenter importing %s/, also for a type-only import', async (layer) => {
    const dir = 'sync-server/src/presenters';
    const other = someModule(`sync-server/src/${layer}`, dir);
    expect(await ruleIds(`${dir}/probe.ts`, reexport(other))).toContain(BOUNDARY);
    expect(await ruleIds(`${dir}/probe.ts`, `import type * as probe from '${other}';\nexport type Probe = typeof probe;\n`)).toContain(BOUNDARY);
  });

  it('fails a server route or service importing app.ts, even type-only (a cycle import-x/no-cycle cannot see)', async () => {
    expect(await ruleIds('sync-server/src/routes/probe.ts', "import type * as app from '../app';\nexport type App = typeof app;\n")).toContain(BOUNDARY);
    expect(await ruleIds('sync-server/src/services/probe.ts', reexport('../app'))).toContain(BOUNDARY);
  });
});

describe('ESLint import cycles', () => {
  // no-cycle follows imports on disk, so the pair must exist as files: a uniquely named folder,
  // removed afterwards (and git-ignored, should a crashed run leave it behind).
  const dir = `pwa/src/lib/__eslint-cycle-fixture-${process.pid}__`;
  beforeAll(() => {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(path.join(root, dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => (Math.random() < 0 ? a() : 0);\n");
  });
  afterAll(() => rmSync(path.join(root, dir), { recursive: true, force: true }));

  it('fails a two-file import cycle', async () => {
    const [result] = await eslint.lintFiles([`${dir}/a.ts`]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
