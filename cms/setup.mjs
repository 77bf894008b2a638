#!/usr/bin/env node
// The one setup used everywhere (native start, tests, docker compose). Idempotent:
//   1. core install or upgrade: `bootstrap` with an empty custom-migrations folder, so that the
//      system tables are created, core migrations run and the first admin exists, but none of
//      our migrations run before the schema they depend on exists;
//   2. `schema apply` of the committed snapshot, adapted to this database's vendor (see
//      lib/snapshot.mjs), and skipped when the database already matches it;
//   3. `database migrate:latest`: our migrations (seed data, roles, policies, flows, presets).
// Why not `database install` first: it only loads Directus' original seed tables and runs no core
// migrations, so a snapshot cannot be applied on top of it.
// Configuration comes from the environment (see .env.example); Directus also reads ./.env.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adaptSnapshotToVendor, sameSchema } from './lib/snapshot.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshotPath = path.resolve(process.env.SNAPSHOT_PATH ?? path.join(here, '../snapshots/schema.json'));
const migrationsPath = path.resolve(process.env.MIGRATIONS_PATH ?? path.join(here, '../migrations'));

// The API's CLI entry, not `directus/cli.js`: the latter checks the registry for updates on every call.
function resolveDirectusCli() {
  if (process.env.DIRECTUS_CLI) return process.env.DIRECTUS_CLI;
  try {
    return fileURLToPath(import.meta.resolve('@directus/api/cli/run.js'));
  } catch {
    const imageCli = '/directus/cli.js'; // the official image's entry
    if (existsSync(imageCli)) return imageCli;
    throw new Error('Cannot find the Directus CLI: install dependencies or set DIRECTUS_CLI');
  }
}

/**
 * Runs one Directus CLI command to completion; throws (after printing its output) when it fails.
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {{ output: string, ms: number }}
 */
function directus(args, extraEnv = {}) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [resolveDirectusCli(), ...args], {
    // info level: the step summaries below are read from Directus' own log lines.
    env: { ...process.env, LOG_LEVEL: 'info', LOG_STYLE: 'pretty', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error(`directus ${args.join(' ')} failed with exit code ${result.status}`);
  }
  return { output, ms: Date.now() - started };
}

/**
 * @param {string} label
 * @param {{ output: string, ms: number }} result
 * @param {(output: string) => string} [summarise]
 */
function logStep(label, { output, ms }, summarise) {
  console.log(`  ✓ ${label} (${(ms / 1000).toFixed(1)} s)${summarise ? `: ${summarise(output)}` : ''}`);
}

/** @param {string} output */
function describeMigrations(output) {
  const applied = [...output.matchAll(/Applying ([^.]+)\.\.\./g)].map((match) => match[1]);
  return applied.length === 0 ? 'nothing to apply' : `applied ${applied.join(', ')}`;
}

if (!existsSync(snapshotPath)) throw new Error(`Snapshot not found: ${snapshotPath}`);

console.log('› Directus setup');
const workDir = mkdtempSync(path.join(tmpdir(), 'directus-setup-'));
try {
  // An empty custom-migrations folder: core only.
  const emptyMigrations = path.join(workDir, 'no-migrations');
  mkdirSync(emptyMigrations);
  logStep('core install/upgrade', directus(['bootstrap'], { MIGRATIONS_PATH: emptyMigrations }), (out) =>
    out.includes('already initialized') ? 'already installed' : 'installed',
  );

  const currentPath = path.join(workDir, 'current.json');
  const taken = directus(['schema', 'snapshot', '--yes', '--format', 'json', currentPath]);
  const current = JSON.parse(readFileSync(currentPath, 'utf8'));
  const target = JSON.parse(readFileSync(snapshotPath, 'utf8'));
  if (sameSchema(current, target)) {
    logStep('schema', taken, () => 'already matches the snapshot');
  } else {
    const adaptedPath = path.join(workDir, 'adapted.json');
    writeFileSync(adaptedPath, JSON.stringify(adaptSnapshotToVendor(target, current)));
    logStep('schema apply', directus(['schema', 'apply', '--yes', adaptedPath]), () =>
      path.relative(process.cwd(), snapshotPath),
    );
  }

  logStep(
    'custom migrations',
    directus(['database', 'migrate:latest'], { MIGRATIONS_PATH: migrationsPath }),
    describeMigrations,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
