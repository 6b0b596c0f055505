import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createBrotliDecompress } from 'node:zlib';

/**
 * Which Chromium the browser suite drives, in this order:
 * 1. `CHROME_PATH`, else `CHROMIUM_PATH`, when set (an error if it is not an executable file);
 * 2. the first executable system browser in SYSTEM_BROWSERS. Debian's `chromium-headless-shell`
 *    comes first: the same Chromium as its `chromium` without the full browser's windows, tab UI
 *    and profile services, so each new page costs less than half the processor time;
 * 3. the Chromium inside the `@sparticuz/chromium` dev dependency (Linux x64 only, a headless
 *    shell too), so that `npm install && npm test` passes with nothing but Node.js.
 * `LEDGERLINK_BROWSER=bundled` skips 1 and 2; `LEDGERLINK_BROWSER=system` never uses 3.
 *
 * A test that needs the full browser asks for `need: 'full'`: Background Sync holds back while a
 * context is emulated offline only there (a headless shell fires it at once, into the outage). Then
 * headless shells are passed over, and when no full browser is found the choice says why.
 */
export const SYSTEM_BROWSERS: readonly string[] = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Chromium built as the old headless shell (Debian's, Playwright's, @sparticuz's) rather than the full browser. */
export function isHeadlessShell(executable: string): boolean {
  return /headless[-_]shell/.test(path.basename(executable));
}

export type BrowserNeed = 'any' | 'full';

export type BrowserChoice =
  | { source: 'env' | 'system'; path: string; reason: string }
  | { source: 'bundled'; reason: string }
  /** Only for `need: 'full'`: no full browser here, and why. */
  | { source: 'none'; reason: string };

export interface FinderInput {
  env: Record<string, string | undefined>;
  /** True for an existing, executable regular file. */
  isExecutable: (file: string) => boolean;
  /** Why the bundled Chromium cannot run here; undefined when it can. */
  bundledUnavailable?: string | undefined;
  systemBrowsers?: readonly string[];
  need?: BrowserNeed;
}

const HOW_TO_GET_ONE =
  'Install one (Debian: `apt-get install -y chromium-headless-shell chromium`) or point CHROME_PATH at a Chromium or Chrome binary.';

/** Pure: decides from the environment and the file system (through `isExecutable`) only. */
export function chooseBrowser({
  env,
  isExecutable,
  bundledUnavailable,
  systemBrowsers = SYSTEM_BROWSERS,
  need = 'any',
}: FinderInput): BrowserChoice {
  const mode = env.LEDGERLINK_BROWSER?.trim() || 'auto';
  if (mode !== 'auto' && mode !== 'system' && mode !== 'bundled') {
    throw new Error(`LEDGERLINK_BROWSER must be auto, system or bundled, not "${mode}".`);
  }
  const full = need === 'full';
  if (mode === 'bundled') {
    if (full) return { source: 'none', reason: 'LEDGERLINK_BROWSER=bundled, and the bundled Chromium is a headless shell' };
    if (bundledUnavailable) {
      throw new Error(`LEDGERLINK_BROWSER=bundled, but the bundled Chromium cannot run here: ${bundledUnavailable}.`);
    }
    return { source: 'bundled', reason: 'LEDGERLINK_BROWSER=bundled' };
  }
  for (const name of ['CHROME_PATH', 'CHROMIUM_PATH']) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!isExecutable(value)) {
      throw new Error(`${name}=${value} is not an executable file. Fix it, or unset it to let the browser suite find a browser.`);
    }
    if (full && isHeadlessShell(value)) return { source: 'none', reason: `${name}=${value} is a headless shell` };
    return { source: 'env', path: value, reason: `${name} is set` };
  }
  const candidates = full ? systemBrowsers.filter((candidate) => !isHeadlessShell(candidate)) : systemBrowsers;
  const system = candidates.find((candidate) => isExecutable(candidate));
  if (system) return { source: 'system', path: system, reason: 'CHROME_PATH unset; first system browser found' };
  const notFound = `CHROME_PATH is unset and none of ${candidates.join(', ')} exists`;
  if (full) return { source: 'none', reason: `${notFound} (a full browser, not a headless shell; Debian: \`apt-get install -y chromium\`)` };
  if (mode === 'system') throw new Error(`No browser for the browser tests: ${notFound} (LEDGERLINK_BROWSER=system). ${HOW_TO_GET_ONE}`);
  if (bundledUnavailable) {
    throw new Error(
      `No browser for the browser tests: ${notFound}, and the bundled Chromium (@sparticuz/chromium) cannot run here: ${bundledUnavailable}. ${HOW_TO_GET_ONE}`,
    );
  }
  return { source: 'bundled', reason: notFound };
}

export function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);

/** The `bin` folder of @sparticuz/chromium and its version, or why it cannot be used here. */
function bundledPackage(): { binDir: string; version: string } | { unavailable: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { unavailable: `it ships a Linux x64 binary only (this is ${process.platform} ${process.arch})` };
  }
  let entry: string;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return { unavailable: 'the package is not installed (run `npm install`)' };
  }
  const packageDir = path.resolve(path.dirname(entry), '..', '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { binDir: path.join(packageDir, 'bin'), version };
}

export interface LaunchTarget {
  executablePath: string;
  /** Flags on top of the common ones. */
  args: string[];
  /** Environment for the browser process. */
  env?: Record<string, string>;
  /** One line for the log: what was chosen and why. */
  summary: string;
}

/** Chooses a browser for this machine and, for the bundled one, unpacks it. */
export async function findBrowser(env: NodeJS.ProcessEnv = process.env): Promise<LaunchTarget> {
  const found = await find(env, 'any');
  if ('unavailable' in found) throw new Error(found.unavailable); // chooseBrowser throws first for 'any'
  return found;
}

/** A full browser (not a headless shell) for this machine, or why there is none. */
export function findFullBrowser(env: NodeJS.ProcessEnv = process.env): Promise<LaunchTarget | { unavailable: string }> {
  return find(env, 'full');
}

async function find(env: NodeJS.ProcessEnv, need: BrowserNeed): Promise<LaunchTarget | { unavailable: string }> {
  const bundled = bundledPackage();
  const choice = chooseBrowser({
    env,
    isExecutable: isExecutableFile,
    bundledUnavailable: 'unavailable' in bundled ? bundled.unavailable : undefined,
    need,
  });
  if (choice.source === 'none') return { unavailable: choice.reason };
  if (choice.source !== 'bundled') {
    // A full browser needs --headless=new: Debian's and Google's builds no longer have the old mode.
    const args = isHeadlessShell(choice.path) ? [] : ['--headless=new'];
    return { executablePath: choice.path, args, summary: `${choice.path} (${choice.reason})` };
  }
  if ('unavailable' in bundled) throw new Error(bundled.unavailable); // chooseBrowser has ruled this out
  const started = Date.now();
  const dir = await unpackBundled(bundled.binDir, bundled.version);
  const took = Date.now() - started;
  const libDir = path.join(dir, 'al2023', 'lib');
  return {
    executablePath: path.join(dir, 'chromium'),
    // chrome-headless-shell: always headless, so no --headless=new. Of the package's recommended
    // `args` none is needed off AWS Lambda (--single-process, --no-zygote) and several would change
    // what the tests check (--disable-web-security, --allow-running-insecure-content), so we take none.
    args: [],
    env: {
      ...stringEnv(env),
      // NSS, NSPR and expat from the package, for machines without libnss3 (a bare Debian or Ubuntu).
      LD_LIBRARY_PATH: [libDir, env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: path.join(dir, 'fonts.conf'),
    },
    summary:
      `@sparticuz/chromium ${bundled.version} at ${path.join(dir, 'chromium')} (${choice.reason}` +
      `${took > 1000 ? `; unpacked in ${(took / 1000).toFixed(1)} s` : ''})`,
  };
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Unpacks the package's Chromium once per version and user into <tmp>/ledgerlink-chromium-<version>-<uid>.
 * `executablePath()` unpacks into os.tmpdir() and trusts whatever `chromium` it finds there (a
 * half-written one from a parallel run, another version), so it runs with TMPDIR pointing at a
 * fresh staging folder that is then renamed into place in one step.
 */
async function unpackBundled(binDir: string, version: string): Promise<string> {
  const tmp = os.tmpdir();
  const dir = path.join(tmp, `ledgerlink-chromium-${version}-${os.userInfo().uid}`);
  const done = path.join(dir, '.complete');
  if (existsSync(done)) return dir;

  const staging = mkdtempSync(`${dir}.partial-`);
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    let executable: string;
    try {
      executable = await chromium.executablePath(binDir);
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    if (executable !== path.join(staging, 'chromium')) {
      throw new Error(`@sparticuz/chromium unpacked to ${executable}, expected ${staging}/chromium`);
    }
    // The package unpacks these libraries only on Amazon Linux; they run on other glibc systems too.
    await untarBrotli(path.join(binDir, 'al2023.tar.br'), path.join(staging, 'al2023'));
    writeFileSync(
      path.join(staging, 'fonts.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
        `  <dir>${dir}/fonts</dir>`,
        `  <cachedir>${dir}/fonts-cache</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(staging, '.complete'), `${version}\n`);
    try {
      renameSync(staging, dir);
    } catch (error) {
      if (!existsSync(done)) throw error; // otherwise a parallel run finished first: use its copy
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

function untarBrotli(archive: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    mkdirSync(into, { recursive: true });
    const tar = spawn('tar', ['-x', '-C', into], { stdio: ['pipe', 'ignore', 'inherit'] });
    tar.once('error', reject);
    tar.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code} unpacking ${archive}`))));
    createReadStream(archive).once('error', reject).pipe(createBrotliDecompress()).once('error', reject).pipe(tar.stdin);
  });
}
