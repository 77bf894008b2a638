import { describe, expect, inject, it } from 'vitest';
import { runSetup } from '../../scripts/lib/stack.mjs';
import { databaseFingerprint } from './database-fingerprint.mjs';

describe('cms/setup.mjs', () => {
  const stack = inject('stack');

  it('installed Directus, applied the snapshot and ran the migrations on the fresh database', () => {
    expect(stack.setupOutput).toContain('core install/upgrade');
    expect(stack.setupOutput).toMatch(/core install\/upgrade \([\d.]+ s\): installed/);
    expect(stack.setupOutput).toMatch(/schema apply \([\d.]+ s\)/);
    expect(stack.setupOutput).toMatch(/custom migrations \([\d.]+ s\): applied .*Site Settings/);
  });

  it('changes nothing when run a second time on the same database', async () => {
    const before = await databaseFingerprint(stack.cmsEnv);
    const output = await runSetup(stack.cmsEnv, { quiet: true });
    const after = await databaseFingerprint(stack.cmsEnv);

    expect(output).toMatch(/core install\/upgrade .*: already installed/);
    expect(output).toMatch(/schema .*: already matches the snapshot/);
    expect(output).toMatch(/custom migrations .*: nothing to apply/);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  });
});
