// Installs a Debian package when the program the tests need is missing, so a fresh machine needs
// nothing installed by hand (Chromium for the end-to-end suite and Lighthouse, nginx for the
// caching-proxy tests). Runs as root, as the test machines do.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Returns `program` after installing `pkg` with apt-get if `program` does not exist yet.
 * @param {string} program
 * @param {string} pkg
 */
export function ensureDebianPackage(program, pkg) {
  if (existsSync(program)) return program;
  console.log(`› Installing ${program} (Debian package ${pkg})`);
  // No service start during the install: policy-rc.d answers "not now" to the package scripts.
  const policy = '/usr/sbin/policy-rc.d';
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
      if (install().status !== 0) throw new Error(`could not install ${pkg} with apt-get`);
    }
  } finally {
    if (!hadPolicy) rmSync(policy, { force: true });
  }
  if (!existsSync(program)) throw new Error(`${pkg} is installed but ${program} is still missing`);
  return program;
}

/** The switches every Chromium the tests and benchmarks drive through Playwright starts with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium for the end-to-end suite and Lighthouse: CHROMIUM_PATH, else Debian's package. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return process.env.CHROMIUM_PATH ? chromium : ensureDebianPackage(chromium, 'chromium');
}
