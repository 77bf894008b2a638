// Installs a Debian package when the program the tests need is missing, so a fresh machine needs
// nothing installed by hand (Chromium for the end-to-end suite and Lighthouse, nginx for the
// caching-proxy tests). Runs as root, as the test machines do.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * `chromium`, started so that it cannot raise its own priority. Run as root, Chromium lowers the
 * nice value of its browser and renderer processes (to -8, for smooth frames); beside the stacks
 * of other test steps on the same cores that starves them (the SQLite integration suite kept 0.2
 * of a core busy beside e2e, and a setup timed out). Without CAP_SYS_NICE (util-linux's setpriv)
 * every process shares the cores alike. Anyone but root cannot raise it anyway: no wrapper then.
 * @param {string} chromium
 * @returns {string} the program to start instead (a script in the temporary folder), or `chromium`
 */
export function chromiumWithoutPriority(chromium) {
  const setpriv = '/usr/bin/setpriv';
  if (process.getuid?.() !== 0 || !existsSync(setpriv)) return chromium;
  const wrapper = path.join(
    tmpdir(),
    `agency-chromium-fair-${createHash('sha256').update(chromium).digest('hex').slice(0, 8)}.sh`,
  );
  // Written beside and renamed: test files starting browsers at once never run a half-written one.
  const writing = `${wrapper}.${process.pid}`;
  writeFileSync(
    writing,
    `#!/bin/sh\nexec ${setpriv} --bounding-set=-sys_nice --inh-caps=-sys_nice ${JSON.stringify(chromium)} "$@"\n`,
    { mode: 0o755 },
  );
  renameSync(writing, wrapper);
  return wrapper;
}
