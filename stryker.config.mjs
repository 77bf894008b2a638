// StrykerJS: mutates the targets of stryker.targets.mjs and runs their unit tests (vitest) against
// every mutant. `npm run test:mutation` runs it, then prints the score of each target beside its goal.
import { TARGETS } from './stryker.targets.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.mjs', related: true },
  mutate: TARGETS.flatMap((target) => target.mutate),
  // The tests import the workspaces by their package names: the sandbox keeps node_modules linked.
  // Of the frontend only app/ (the request form's modules and their tests) and tsconfig.json, which
  // the tests' transform reads.
  ignorePatterns: [
    '/frontend/*',
    '!/frontend/app',
    '!/frontend/tsconfig.json',
    'cms',
    'scripts',
    'tests',
    'docs',
    'snapshots',
    'migrations/data',
    'proxy',
    '.scratch',
  ],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
