/**
 * `npm test`: every check of the repository, as steps run side by side as far as the machine's
 * cores allow, then the time each step took and the slowest ten tests of both Vitest suites.
 *
 * - A step costs the cores it keeps busy and starts once the steps it needs have passed and its cost
 *   fits beside what runs, in the order of STEPS; on a machine of 1 or 2 cores a step that costs
 *   more than is left waits until it is alone.
 * - tsc, ESLint and Vite keep one core busy each. A Vitest suite, with its two workers, counts as one
 *   too: its workers spend much of their time waiting on the servers, databases and browsers they
 *   start, so on two cores the two suites side by side fill the machine, where one after the other
 *   each left about a quarter of it idle.
 * - The build comes first and the browser suite, the longest step, starts as soon as it has passed;
 *   the checks that fail fastest (types, lint) run next, and the unit suite last.
 * - The browser suite sets the run's length, so it keeps the normal priority and the other steps
 *   run at a lower one: they take what it leaves idle while its tests wait on pages and servers,
 *   instead of slowing it down.
 * - The first failure stops what is still running and starts nothing more; the exit code is 1.
 * - A step's output is printed whole when it ends (side by side steps would interleave), except for
 *   a step running alone, which streams.
 *
 * `npm test -- --list` prints the steps; `npm test -- unit e2e` runs those steps and what they need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSlowest, readTestTimes } from './slowest-tests';

interface Step {
  name: string;
  command: string[];
  /** Steps that must have passed first. */
  after?: string[];
  /** Cores the step keeps busy. */
  cost: number;
  /**
   * The step on the run's critical path: it keeps the normal scheduling priority and every other
   * step runs at a lower one (nice 10), so the others use the cores when it leaves them idle
   * instead of slowing it down.
   */
  critical?: boolean;
}

/**
 * One tsc in build mode over the four projects: it checks shared-schema once and the others against
 * its declarations. Incremental: what it learnt stays in node_modules/.cache (never committed, so a
 * clean clone, as in CI, checks everything), and the next run re-checks only the files a change can
 * affect, decided from content hashes and the import graph, not from timestamps.
 */
const TYPECHECK: Step = { name: 'typecheck', command: ['npx', 'tsc', '-b', 'shared-schema', 'pwa', 'sync-server', 'bench'], cost: 1 };

const STEPS: Step[] = [
  { name: 'build', command: ['npm', 'run', 'build'], cost: 1 },
  { name: 'e2e', command: ['npx', 'vitest', 'run', '-c', 'vitest.e2e.config.ts'], after: ['build'], cost: 1, critical: true },
  TYPECHECK,
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'], cost: 1 },
  { name: 'unit', command: ['npx', 'vitest', 'run'], cost: 1 },
];

type Outcome = { status: 'passed' | 'failed' | 'stopped'; ms: number };

function selectSteps(names: string[]): Step[] {
  if (names.length === 0) return STEPS;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = STEPS.find((candidate) => candidate.name === name);
    const matches = step ? [step] : STEPS.filter((candidate) => candidate.name.startsWith(`${name}:`));
    if (matches.length === 0) throw new Error(`No step "${name}". Steps: ${STEPS.map((candidate) => candidate.name).join(', ')}`);
    for (const match of matches) {
      wanted.add(match.name);
      match.after?.forEach(add);
    }
  };
  names.forEach(add);
  return STEPS.filter((step) => wanted.has(step.name));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const step of STEPS) console.log(`${step.name.padEnd(24)} ${step.command.join(' ')}${step.after ? `   (after ${step.after.join(', ')})` : ''}`);
    return 0;
  }
  const steps = selectSteps(args);
  const cores = Math.max(1, os.availableParallelism());
  const timesDir = mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-test-times-'));
  const timesFile = path.join(timesDir, 'tests.jsonl');
  const started = Date.now();

  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, { child: ChildProcess; step: Step }>();
  let failed = false;

  const stopAll = (signal: NodeJS.Signals = 'SIGTERM') => {
    for (const { child } of running.values()) {
      // Each step leads its own process group (detached), so its servers and browsers stop with it.
      if (child.pid) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      failed = true;
      stopAll(signal);
    });
  }

  await new Promise<void>((allDone) => {
    const ready = (step: Step) => (step.after ?? []).every((name) => outcomes.get(name)?.status === 'passed' || !steps.some((s) => s.name === name));
    const busy = () => [...running.values()].reduce((sum, { step }) => sum + step.cost, 0);

    const schedule = () => {
      if (!failed) {
        for (const step of steps) {
          if (outcomes.has(step.name) || running.has(step.name) || !ready(step)) continue;
          const load = busy();
          if (load > 0 && load + step.cost > cores) continue;
          start(step);
        }
      }
      if (running.size === 0) {
        for (const step of steps) if (!outcomes.has(step.name)) outcomes.set(step.name, { status: 'stopped', ms: 0 });
        allDone();
      }
    };

    const start = (step: Step) => {
      const alone = running.size === 0 && step.cost >= cores;
      const stepStarted = Date.now();
      const child = spawn(step.command[0]!, step.command.slice(1), {
        detached: true,
        stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
        env: { ...process.env, LEDGERLINK_TEST_TIMES: timesFile, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      });
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      // Set at once, before the step starts processes of its own: they inherit it.
      if (!step.critical && child.pid && steps.some((other) => other.critical)) lowerPriority(child.pid);
      running.set(step.name, { child, step });
      console.log(`▶ ${step.name}: ${step.command.join(' ')}`);
      child.once('exit', (code, signal) => {
        running.delete(step.name);
        const ms = Date.now() - stepStarted;
        const passed = code === 0;
        outcomes.set(step.name, { status: passed ? 'passed' : failed ? 'stopped' : 'failed', ms });
        if (output.length > 0) process.stdout.write(Buffer.concat(output));
        console.log(`${passed ? '✔' : '✘'} ${step.name} ${passed ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(ms)}\n`);
        if (!passed && !failed) {
          failed = true;
          stopAll();
        }
        schedule();
      });
    };

    schedule();
  });

  console.log(`Steps (${cores} cores):`);
  for (const step of steps) {
    const outcome = outcomes.get(step.name)!;
    console.log(`  ${outcome.status.padEnd(7)} ${seconds(outcome.ms).padStart(7)}  ${step.name}`);
  }
  console.log(`  total   ${seconds(Date.now() - started).padStart(7)}\n`);
  process.stdout.write(formatSlowest('Slowest 10 tests of this run:', readTestTimes(timesFile)));
  rmSync(timesDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

const BACKGROUND_PRIORITY = 10;

function lowerPriority(pid: number): void {
  try {
    os.setPriority(pid, BACKGROUND_PRIORITY);
  } catch {
    // Not permitted here: the step runs at the normal priority, only the packing is less tight.
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
