// The real setup path (cms/setup.mjs) on an empty database of the run's kind: every other stack
// starts from a copy of a template made by this same setup (docs/decisions/025-test-stacks-and-step-graph.md),
// so this file is where a fresh install and the idempotence of a second run are proven.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runSetup } from '../../scripts/lib/stack.mjs';
import { createDatabase } from '../../scripts/lib/test-stack.mjs';
import { databaseFingerprint } from './database-fingerprint.mjs';

describe('cms/setup.mjs', () => {
  const stack = inject('stack');
  const workDir = mkdtempSync(path.join(tmpdir(), 'agency-setup-test-'));
  let env: Record<string, string | undefined>;
  let drop: () => Promise<unknown> = async () => {};
  let firstOutput: string;

  beforeAll(async () => {
    const database = await createDatabase(stack.kind, workDir);
    drop = database.drop;
    // The shared stack's environment (secrets, demo users, limits) on a database of its own.
    env = { ...stack.cmsEnv, ...database.env, STORAGE_LOCAL_ROOT: path.join(workDir, 'uploads') };
    firstOutput = await runSetup(env, { quiet: true });
  });
  afterAll(async () => {
    await drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('installed Directus, applied the snapshot and ran the migrations on the fresh database', () => {
    expect(firstOutput).toContain('core install/upgrade');
    expect(firstOutput).toMatch(/core install\/upgrade \([\d.]+ s\): installed/);
    expect(firstOutput).toMatch(/schema apply \([\d.]+ s\)/);
    expect(firstOutput).toMatch(/custom migrations \([\d.]+ s\): applied .*Site Settings/);
  });

  it('changes nothing when run a second time on the same database', async () => {
    const before = await databaseFingerprint(env);
    const output = await runSetup(env, { quiet: true });
    const after = await databaseFingerprint(env);

    expect(output).toMatch(/core install\/upgrade .*: already installed/);
    expect(output).toMatch(/schema .*: already matches the snapshot/);
    expect(output).toMatch(/custom migrations .*: nothing to apply/);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  });
});
