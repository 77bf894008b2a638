// `npm test`: every check the project has, as a graph of steps run side by side where they do not
// depend on each other, with a one-screen summary at the end (docs/decisions/025-test-stacks-and-step-graph.md):
//   build                                        (first, two packages at a time: all else waits for it)
//   faults                                       (first after the build: longest, mostly waiting)
//   integration on SQLite, on PostgreSQL         (side by side, after the build: separate stacks)
//   unit                                         (after the build)
//   lint, typecheck                              (need nothing; short, so they fill the last gaps)
//   e2e                                          (after the build, alone: Chromium takes both cores)
// At most SLOTS steps run at once (2: the machine's cores; e2e takes both). Each step's output is
// kept and printed in one piece when it ends, so steps running together stay readable. Every step
// runs even when an earlier one failed (except those that need the build), so one run shows
// everything that is wrong. Exit code 1 when anything failed. `--help` lists the steps.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/debian-package.mjs';
import { ROOT_DIR, run } from './lib/stack.mjs';
import { TEST_PG_URL, postgresReachable } from './lib/test-stack.mjs';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm test (node scripts/validate.mjs)

Runs every check and prints a summary; exit code 1 when any failed. Steps (→ what they wait for):
  lint                      eslint . --max-warnings=0, prettier --check .
  typecheck                 node scripts/typecheck.mjs (generated types, then tsc -b)
  build                     the extensions and the web server (scripts/lib/build.mjs)
  unit                      vitest --config vitest.config.ts                          → build
  integration (SQLite)      vitest --config tests/integration/vitest.config.ts        → build
  integration (PostgreSQL)  the same with TEST_DB=postgres, when PostgreSQL answers   → build
  faults                    vitest --config tests/faults/vitest.config.ts             → build
  e2e (Chromium)            vitest --config frontend/e2e/vitest.config.ts, alone      → build
Steps run side by side, at most VALIDATE_SLOTS at once (default 2; 1 runs them one by one): the
build first, two packages at a time, then faults, integration, unit, lint and typecheck, then e2e.
The steps after the build are skipped when it failed. With CI set, a missing PostgreSQL or
Chromium is a failure instead of a skip. At the end: each step's wall time and the processor
time its commands spent (as cores kept busy on average), and the ten slowest test files.`);
  process.exit(0);
}

/** @typedef {{ passed: number, failed: number, skipped?: number, total?: number }} Counts */
/** @typedef {{ file: string, step: string, seconds: number }} FileTime */
/**
 * One step: what it runs, the steps it waits for, and how many of the SLOTS it takes.
 * @typedef {{ name: string, needs: string[], slots: number, action: (log: StepLog) => Promise<Counts | string | void> }} Step
 */
/**
 * A step's log: call it with text for the step's output; `cpu` sums the processor seconds (user
 * and system) of the commands it ran, their children included.
 * @typedef {{ (text: string): void, cpu: number }} StepLog
 */

const SLOTS = Math.max(1, Number(process.env.VALIDATE_SLOTS ?? Math.min(2, availableParallelism())));
/** @type {{ name: string, ok: boolean, counts: Counts | null, seconds: number, cpu?: number }[]} */
const results = [];
/** @type {FileTime[]} */
const fileTimes = [];
const reportDir = mkdtempSync(path.join(tmpdir(), 'agency-validate-'));
const bin = (/** @type {string} */ name) => path.join(ROOT_DIR, 'node_modules/.bin', name);
const runStarted = Date.now();
const clock = () => `${((Date.now() - runStarted) / 1000).toFixed(0).padStart(5)} s`;

/**
 * Runs a command with its output kept for the step's log (colours kept when this is a terminal),
 * and adds the processor time it and its children spent to the log's `cpu` (bash's `times`, which
 * counts every descendant that was waited for: vitest's workers, the stacks they start, Chromium).
 * @param {StepLog} log
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function runLogged(log, command, args, env = {}) {
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const timesFile = path.join(reportDir, `times-${randomUUID()}.txt`);
  const timed = ['-c', '"$@"; status=$?; times > "$VALIDATE_TIMES_FILE"; exit $status', 'bash', command, ...args];
  try {
    log(
      await run('bash', timed, {
        env: { ...process.env, ...colour, ...env, VALIDATE_TIMES_FILE: timesFile },
        quiet: true,
      }),
    );
  } catch (error) {
    // run() puts the command's output in its message.
    log(error instanceof Error ? error.message : String(error));
    throw new Error(`${path.basename(command)} failed (its output is above)`, { cause: error });
  } finally {
    log.cpu += childrenCpuSeconds(timesFile);
  }
}

/**
 * The children's user and system seconds from bash's `times` (its second line, `0m12.345s 0m1.234s`).
 * @param {string} file
 */
function childrenCpuSeconds(file) {
  if (!existsSync(file)) return 0;
  const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

/**
 * Runs vitest with a JSON report next to the normal output; returns its test counts and keeps
 * each test file's wall time.
 * @param {StepLog} log
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<Counts>}
 */
async function vitest(log, name, args, env = {}) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  /** @type {Error | undefined} */
  let failure;
  try {
    await runLogged(
      log,
      bin('vitest'),
      ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
    );
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTotalTests: number, testResults?: { name: string, startTime: number, endTime: number }[] } | undefined} */
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  for (const result of json?.testResults ?? []) {
    fileTimes.push({
      file: path.relative(ROOT_DIR, result.name),
      step: name,
      seconds: (result.endTime - result.startTime) / 1000,
    });
  }
  const counts = json
    ? {
        passed: json.numPassedTests,
        failed: json.numFailedTests + (failure && json.numFailedTests === 0 ? 1 : 0),
        skipped: json.numPendingTests,
        total: json.numTotalTests,
      }
    : { passed: 0, failed: 1, skipped: 0, total: 0 };
  if (failure) throw Object.assign(failure, { counts });
  if (counts.total === 0) throw Object.assign(new Error(`${name}: no tests ran`), { counts: { ...counts, failed: 1 } });
  return counts;
}

/** @type {Step[]} */
const steps = [];
const add = (/** @type {Step} */ step) => steps.push(step);

// In this order when slots are free: the build first, two packages at a time on both slots
// (everything after it waits for it; lint and typecheck would only slow it down).
add({ name: 'build', needs: [], slots: 2, action: (log) => buildAll({ log, parallel: SLOTS }) });
// The faults first after the build: their files run one at a time, mostly waiting on stacks they
// start and stop, so they take one slot for longest and must not leave e2e (both slots) waiting.
add({
  name: 'faults',
  needs: ['build'],
  slots: 1,
  action: (log) => vitest(log, 'faults', ['--config', 'tests/faults/vitest.config.ts']),
});
const integrationConfig = ['--config', 'tests/integration/vitest.config.ts'];
add({
  name: 'integration (SQLite)',
  needs: ['build'],
  slots: 1,
  action: (log) => vitest(log, 'integration (SQLite)', integrationConfig, { TEST_DB: 'sqlite' }),
});
/** @type {{ name: string, ok: boolean, counts: Counts | null, seconds: number }[]} */
const missing = [];
if (await postgresReachable()) {
  add({
    name: 'integration (PostgreSQL)',
    needs: ['build'],
    slots: 1,
    action: (log) => vitest(log, 'integration (PostgreSQL)', integrationConfig, { TEST_DB: 'postgres' }),
  });
} else if (process.env.CI) {
  missing.push({
    name: `integration (PostgreSQL): not reachable at ${TEST_PG_URL}`,
    ok: false,
    counts: { passed: 0, failed: 1 },
    seconds: 0,
  });
} else {
  console.log(`integration (PostgreSQL): skipped, no PostgreSQL at ${TEST_PG_URL} (set TEST_PG_URL to use another).`);
}
add({
  name: 'unit',
  needs: ['build'],
  slots: 1,
  action: (log) => vitest(log, 'unit', ['--config', 'vitest.config.ts']),
});
// Lint and typecheck need nothing, but they are short: they fill the slots once the long steps
// are under way.
add({
  name: 'lint',
  needs: [],
  slots: 1,
  action: async (log) => {
    await runLogged(log, bin('eslint'), ['.', '--max-warnings=0']);
    await runLogged(log, bin('prettier'), ['--check', '--log-level=warn', '.']);
  },
});
add({
  name: 'typecheck',
  needs: [],
  slots: 1,
  action: (log) => runLogged(log, process.execPath, ['scripts/typecheck.mjs']),
});
let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.log(`e2e: ${error instanceof Error ? error.message : error}`);
}
if (chromium) {
  add({
    name: 'e2e (Chromium)',
    needs: ['build'],
    slots: 2,
    action: (log) => vitest(log, 'e2e', ['--config', 'frontend/e2e/vitest.config.ts'], { TEST_DB: 'sqlite' }),
  });
} else if (process.env.CI) {
  missing.push({ name: 'e2e: no Chromium', ok: false, counts: { passed: 0, failed: 1 }, seconds: 0 });
} else {
  console.log('e2e: skipped, no Chromium (apt-get install chromium, or set CHROMIUM_PATH).');
}

/**
 * Runs one step once the steps it needs have passed; records its outcome and prints its output.
 * @param {Step} step
 */
async function execute(step) {
  const started = Date.now();
  /** @type {string[]} */
  const output = [];
  /** @type {StepLog} */
  const log = Object.assign((/** @type {string} */ text) => void output.push(text), { cpu: 0 });
  let ok = false;
  /** @type {Counts | null} */
  let counts;
  try {
    const outcome = await step.action(log);
    counts = typeof outcome === 'object' ? outcome : null;
    ok = (counts?.failed ?? 0) === 0;
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    counts = /** @type {{ counts?: Counts } | undefined} */ (error)?.counts ?? null;
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: step.name, ok, counts, seconds, cpu: log.cpu });
  const text = output.join('\n').trimEnd();
  console.log(
    `\n━━ ${step.name} ━━ ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s (at ${clock().trim()}${cpuShare(log.cpu, seconds)})${text ? `\n${text}` : ''}`,
  );
  return ok;
}

/**
 * `, processor 412 s = 0.6 cores`: how busy a step kept the machine (empty when it ran no command).
 * @param {number} cpu
 * @param {number} seconds
 */
function cpuShare(cpu, seconds) {
  return cpu > 0 ? `, processor ${cpu.toFixed(0)} s = ${(cpu / seconds).toFixed(1)} cores` : '';
}

// The scheduler: in the order above, start every step whose needs have finished and that fits
// in the free slots; a step whose need failed is recorded as skipped.
let free = SLOTS;
/** @type {Set<Step>} */
const waiting = new Set(steps);
/** @type {Set<Promise<void>>} */
const running = new Set();
const passed = (/** @type {string} */ name) => results.find((result) => result.name === name)?.ok === true;
for (;;) {
  for (const step of [...waiting]) {
    const needs = step.needs.filter((need) => steps.some((other) => other.name === need));
    if (!needs.every((need) => results.some((result) => result.name === need))) continue;
    if (!needs.every(passed)) {
      waiting.delete(step);
      results.push({ name: `${step.name} (skipped: ${needs.join(', ')} failed)`, ok: false, counts: null, seconds: 0 });
      continue;
    }
    const slots = Math.min(step.slots, SLOTS);
    if (slots > free) continue;
    waiting.delete(step);
    free -= slots;
    console.log(`${clock()}  ▶ ${step.name}`);
    const promise = execute(step).then(() => {
      free += slots;
      running.delete(promise);
    });
    running.add(promise);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

rmSync(reportDir, { recursive: true, force: true });
results.push(...missing);

const total = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.counts?.failed ?? (result.ok ? 0 : 1)), 0);
console.log('\n━━ Slowest test files ━━');
for (const { file, step, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file} (${step})`);
}
console.log('\n━━ Summary ━━');
for (const result of results) {
  const counts = result.counts
    ? `${result.counts.passed} passed, ${result.counts.failed} failed`
    : result.ok
      ? 'ok'
      : 'failed';
  const cores = result.cpu ? `${(result.cpu / result.seconds).toFixed(1)} cores` : '';
  console.log(
    `  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(28)} ${counts.padEnd(24)} ${result.seconds.toFixed(1).padStart(6)} s  ${cores}`.trimEnd(),
  );
}
console.log(`validate: ${total} passed, ${failed} failed in ${((Date.now() - runStarted) / 1000 / 60).toFixed(1)} min`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
