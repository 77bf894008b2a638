// Prints the mutation score of each target (stryker.targets.mjs) beside its goal, from the JSON
// report of the last `stryker run`; exits with 1 when a target misses its goal.
import { readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { TARGETS } from './stryker.targets.mjs';

const REPORT = 'reports/mutation/mutation.json';

/** @param {string} file @param {string[]} globs */
function inTarget(file, globs) {
  const included = globs.filter((glob) => !glob.startsWith('!')).some((glob) => matchesGlob(file, glob));
  return included && !globs.filter((glob) => glob.startsWith('!')).some((glob) => matchesGlob(file, glob.slice(1)));
}

/** @type {{ files: Record<string, { mutants: { status: string }[] }> }} */
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
let missed = 0;
const width = Math.max(...TARGETS.map((target) => target.name.length));
console.log(`\nMutation score per target (${new Date().toISOString().slice(0, 10)}):`);
for (const target of TARGETS) {
  const counts = { killed: 0, survived: 0, noCoverage: 0, timeout: 0 };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!inTarget(file, target.mutate)) continue;
    for (const { status } of mutants) {
      if (status === 'Killed') counts.killed += 1;
      if (status === 'Timeout') counts.timeout += 1;
      if (status === 'Survived') counts.survived += 1;
      if (status === 'NoCoverage') counts.noCoverage += 1;
    }
  }
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  const score = valid === 0 ? 100 : (detected / valid) * 100;
  const met = target.goal === null || score >= target.goal;
  if (!met) missed += 1;
  const goal = target.goal === null ? 'no goal' : `goal ≥ ${target.goal} %: ${met ? 'met' : 'NOT met'}`;
  console.log(
    `  ${target.name.padEnd(width)} ${score.toFixed(1).padStart(5)} %  (${counts.killed} killed, ${counts.timeout} timed out, ${counts.survived} survived, ${counts.noCoverage} uncovered)  ${goal}`,
  );
}
console.log(`HTML report: reports/mutation/mutation.html`);
process.exitCode = missed === 0 ? 0 : 1;
