/**
 * MongoDB's CRUD unified spec tests against the embedded database, through the official driver.
 * `npx tsx bench/crud-spec.ts <dir>` runs every `.json` under <dir> (mongodb/specifications,
 * source/crud/tests/unified: MongoDB's files, kept outside this repository) and prints the files,
 * the tests, how many apply to a standalone server of the version the database reports, how many
 * of those pass, and each failure with its reason. Tests that do not apply are counted apart;
 * tests with a skipReason are skipped; an operation the runner does not implement fails its test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../sync-server/src/embedded-mongo';
import { inapplicableReason, parseServerVersion } from './crud-spec/applicability';
import type { ServerTraits } from './crud-spec/applicability';
import { runTest } from './crud-spec/run-test';
import { loadSpecFiles } from './crud-spec/spec-file';

interface Failure {
  test: string;
  reason: string;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (dir === undefined) throw new Error('usage: npx tsx bench/crud-spec.ts <directory of unified CRUD spec .json files>');
  const files = await loadSpecFiles(path.resolve(dir));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crud-spec-'));
  const server = await startEmbeddedMongo({ dataDir });
  const admin = new MongoClient(server.uri);
  let total = 0;
  let inapplicable = 0;
  let skipped = 0;
  let passed = 0;
  const failures: Failure[] = [];
  try {
    await admin.connect();
    const buildInfo = await admin.db('admin').command({ buildInfo: 1 });
    const traits: ServerTraits = { version: parseServerVersion(String(buildInfo.version)), topology: 'single' };
    for (const file of files) {
      const fileReason = inapplicableReason(file.runOnRequirements, traits);
      for (const test of file.tests) {
        total += 1;
        if (fileReason !== undefined || inapplicableReason(test.runOnRequirements, traits) !== undefined) {
          inapplicable += 1;
          continue;
        }
        if (test.skipReason !== undefined) {
          skipped += 1;
          continue;
        }
        const reason = await runTest(file, test, admin, server.uri);
        if (reason === undefined) passed += 1;
        else failures.push({ test: `${file.name}: ${test.description}`, reason });
      }
    }
    const applicable = passed + failures.length;
    console.log(`server version      ${String(buildInfo.version)} (standalone)`);
    console.log(`files               ${files.length}`);
    console.log(`tests               ${total}`);
    console.log(`not applicable      ${inapplicable}`);
    console.log(`skipped (reason)    ${skipped}`);
    console.log(`applicable (run)    ${applicable}`);
    console.log(`passed              ${passed}`);
    console.log(`failed              ${failures.length}`);
    console.log(`pass rate           ${applicable === 0 ? 'n/a' : `${((passed / applicable) * 100).toFixed(1)}%`}`);
    if (failures.length > 0) console.log('\nfailed tests:');
    for (const failure of failures) console.log(`- ${failure.test}\n    ${failure.reason.replace(/\s+/g, ' ')}`);
  } finally {
    await admin.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
