/**
 * The slowest tests of a run, for `npm test` to print at its end.
 *
 * `SlowestTestsReporter` (a Vitest reporter, added beside the default one in both configs) prints
 * the slowest ten tests of its suite when the run ends and, when LEDGERLINK_TEST_TIMES names a
 * file, appends every finished test's duration there as JSON lines; scripts/test.ts reads that
 * file back to rank both suites together.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TestTime {
  suite: string;
  /** `path/to/file.test.ts > describe > it` */
  name: string;
  ms: number;
}

export const SLOWEST_COUNT = 10;

/** The `count` longest, longest first; ties keep their order. */
export function slowest(times: readonly TestTime[], count = SLOWEST_COUNT): TestTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function formatSlowest(title: string, times: readonly TestTime[]): string {
  const rows = slowest(times);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => seconds(row.ms).length));
  return [title, ...rows.map((row) => `  ${seconds(row.ms).padStart(width)}  [${row.suite}] ${row.name}`)].join('\n') + '\n';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The lines a reporter appended (a missing file is an empty list: the suite did not run). */
export function readTestTimes(file: string): TestTime[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TestTime);
}

function timesOf(modules: ReadonlyArray<TestModule>, suite: string): TestTime[] {
  const times: TestTime[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state !== 'passed' && state !== 'failed') continue;
      times.push({ suite, name: `${module.relativeModuleId} > ${test.fullName}`, ms: test.diagnostic()?.duration ?? 0 });
    }
  }
  return times;
}

export default class SlowestTestsReporter implements Reporter {
  constructor(private readonly suite: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times = timesOf(modules, this.suite);
    const file = process.env.LEDGERLINK_TEST_TIMES;
    if (file) appendFileSync(file, times.map((time) => `${JSON.stringify(time)}\n`).join(''));
    else process.stdout.write(`\n${formatSlowest(`Slowest ${SLOWEST_COUNT} tests (${this.suite}):`, times)}`);
  }
}
