// `npm test`: every check the project has, in order, with a one-screen summary at the end.
//   lint → typecheck → build → unit → integration on SQLite → integration on PostgreSQL → e2e
// Every step runs even when an earlier one failed (except those that need the build), so one
// run shows everything that is wrong. Exit code 1 when anything failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/debian-package.mjs';
import { ROOT_DIR, run } from './lib/stack.mjs';
import { TEST_PG_URL, postgresReachable } from '../tests/integration/test-stack.mjs';

const results = [];
const reportDir = mkdtempSync(path.join(tmpdir(), 'agency-validate-'));
const bin = (name) => path.join(ROOT_DIR, 'node_modules/.bin', name);

async function step(name, action) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  try {
    const counts = (await action()) ?? null;
    const failed = counts?.failed > 0;
    results.push({ name, ok: !failed, counts, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    const counts = error?.counts ?? null;
    results.push({ name, ok: false, counts, seconds: (Date.now() - started) / 1000 });
  }
}

/** Runs vitest with a JSON report next to the normal output; returns its test counts. */
async function vitest(name, args, env = {}) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  let failure;
  try {
    await run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      env: { ...process.env, ...env },
    });
  } catch (error) {
    failure = error;
  }
  const counts = existsSync(report)
    ? (({ numPassedTests, numFailedTests, numPendingTests, numTotalTests }) => ({
        passed: numPassedTests,
        failed: numFailedTests + (failure && numFailedTests === 0 ? 1 : 0),
        skipped: numPendingTests,
        total: numTotalTests,
      }))(JSON.parse(readFileSync(report, 'utf8')))
    : { passed: 0, failed: 1, skipped: 0, total: 0 };
  if (failure) throw Object.assign(failure, { counts });
  if (counts.total === 0) throw Object.assign(new Error(`${name}: no tests ran`), { counts: { ...counts, failed: 1 } });
  return counts;
}

const typecheckProjects = [
  'frontend',
  'cms',
  'packages/request-rules',
  'packages/cms-schema',
  'extensions/website-access',
  'extensions/api-guard',
  'extensions/request-form',
  'extensions/request-notifications',
  'tests',
];

await step('lint', async () => {
  await run(bin('eslint'), ['.', '--max-warnings=0']);
  await run(bin('prettier'), ['--check', '--log-level=warn', '.']);
});
await step('typecheck', async () => {
  await run(process.execPath, ['scripts/generate-cms-types.mjs', '--check']);
  await run('npm', ['run', 'typegen', '-w', 'frontend', '--silent']);
  for (const project of typecheckProjects) await run(bin('tsc'), ['-p', project, '--noEmit']);
});
let built = false;
await step('build', async () => {
  await buildAll();
  built = true;
});
await step('unit', () => vitest('unit', ['--config', 'vitest.config.ts']));

const integrationConfig = ['--config', 'tests/integration/vitest.config.ts'];
const needsBuild = (action) => () => (built ? action() : Promise.reject(new Error('skipped: the build failed')));
await step(
  'integration (SQLite)',
  needsBuild(() => vitest('integration-sqlite', integrationConfig, { TEST_DB: 'sqlite' })),
);
if (await postgresReachable()) {
  await step(
    'integration (PostgreSQL)',
    needsBuild(() => vitest('integration-postgres', integrationConfig, { TEST_DB: 'postgres' })),
  );
} else if (process.env.CI) {
  results.push({
    name: `integration (PostgreSQL): not reachable at ${TEST_PG_URL}`,
    ok: false,
    counts: { passed: 0, failed: 1 },
    seconds: 0,
  });
} else {
  console.log(
    `\n━━ integration (PostgreSQL) ━━\nSkipped: no PostgreSQL at ${TEST_PG_URL} (set TEST_PG_URL to use another).`,
  );
}

await step(
  'faults',
  needsBuild(() => vitest('faults', ['--config', 'tests/faults/vitest.config.ts'])),
);

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.log(`\n━━ e2e ━━\n${error.message}`);
}
if (chromium) {
  await step(
    'e2e (Chromium)',
    needsBuild(() => vitest('e2e', ['--config', 'frontend/e2e/vitest.config.ts'], { TEST_DB: 'sqlite' })),
  );
} else if (process.env.CI) {
  results.push({ name: 'e2e: no Chromium', ok: false, counts: { passed: 0, failed: 1 }, seconds: 0 });
} else {
  console.log('Skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH).');
}

rmSync(reportDir, { recursive: true, force: true });

const passed = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.counts?.failed ?? (result.ok ? 0 : 1)), 0);
console.log('\n━━ Summary ━━');
for (const result of results) {
  const counts = result.counts
    ? `${result.counts.passed} passed, ${result.counts.failed} failed`
    : result.ok
      ? 'ok'
      : 'failed';
  console.log(
    `  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(28)} ${counts.padEnd(24)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
console.log(`validate: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
