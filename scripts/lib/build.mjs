// Rebuilds a package only when its inputs changed since the last successful build, so a warm
// restart skips work. The stamp is a hash of every input file's path, size and mtime.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT_DIR, run } from './stack.mjs';

const STAMP_DIR = path.join(ROOT_DIR, 'node_modules/.cache/agency-builds');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', '.cache']);

/**
 * @typedef {{ workspace: string, inputs: string[], output: string }} Build A workspace's build: the
 *   files and folders it is made from (relative to the root) and one file it writes.
 */

/** @param {readonly string[]} inputs */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  const visit = (/** @type {string} */ entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry).sort()) if (!SKIPPED_DIRS.has(name)) visit(path.join(entry, name));
    } else {
      hash.update(`${path.relative(ROOT_DIR, entry)}:${stats.size}:${stats.mtimeMs}\n`);
    }
  };
  inputs.forEach((input) => visit(path.join(ROOT_DIR, input)));
  return hash.digest('hex');
}

/**
 * Runs `npm run build -w <workspace>` unless its inputs and outputs are as they were.
 * @param {Build} build
 * @returns {Promise<boolean>} whether it built
 */
export async function buildIfChanged({ workspace, inputs, output }) {
  const stampFile = path.join(STAMP_DIR, `${workspace.replaceAll('/', '-')}.stamp`);
  const current = fingerprint([...inputs, 'package-lock.json']);
  const upToDate =
    existsSync(path.join(ROOT_DIR, output)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;
  if (upToDate) return false;
  await run('npm', ['run', 'build', '-w', workspace, '--silent'], { quiet: true });
  mkdirSync(STAMP_DIR, { recursive: true });
  writeFileSync(stampFile, current);
  return true;
}

/**
 * Every build the stack needs: the web server (the longest, so it starts first when builds run
 * side by side), then the Directus extensions.
 * @type {readonly Build[]}
 */
export const BUILDS = [
  {
    workspace: 'frontend',
    inputs: ['frontend', 'packages'],
    output: 'frontend/build/server/index.js',
  },
  {
    workspace: 'extensions/website-access',
    inputs: ['extensions/website-access', 'packages/cms-schema', 'packages/contract'],
    output: 'extensions/website-access/dist/index.js',
  },
  {
    workspace: 'extensions/api-guard',
    inputs: ['extensions/api-guard', 'packages/contract'],
    output: 'extensions/api-guard/dist/index.js',
  },
  {
    workspace: 'extensions/request-form',
    inputs: ['extensions/request-form', 'packages/request-rules', 'packages/contract'],
    output: 'extensions/request-form/dist/api.js',
  },
  {
    workspace: 'extensions/lead-webhook',
    inputs: ['extensions/lead-webhook', 'packages/request-rules', 'packages/contract'],
    output: 'extensions/lead-webhook/dist/index.js',
  },
  {
    workspace: 'extensions/request-notifications',
    inputs: ['extensions/request-notifications', 'packages/request-rules', 'packages/contract'],
    output: 'extensions/request-notifications/dist/api.js',
  },
  {
    workspace: 'extensions/admin-labels',
    inputs: ['extensions/admin-labels', 'packages/contract'],
    output: 'extensions/admin-labels/dist/app.js',
  },
];

/**
 * Every build of BUILDS, `parallel` at a time (default: two, or one on a one-core machine) (none needs another's output: each extension bundles
 * its own imports, and the web server reads only its own sources and the packages), with a line
 * each to `log` as it ends.
 * @param {{ log?: (line: string) => void, parallel?: number }} [options]
 */
export async function buildAll({ log = console.log, parallel = Math.min(2, availableParallelism()) } = {}) {
  const queue = [...BUILDS];
  const worker = async () => {
    for (let build = queue.shift(); build; build = queue.shift()) {
      const started = Date.now();
      const rebuilt = await buildIfChanged(build);
      log(
        `  ✓ ${build.workspace}: ${rebuilt ? `built (${((Date.now() - started) / 1000).toFixed(1)} s)` : 'up to date'}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}
