// Another checkout's built web server for `LIGHTHOUSE_BASELINE=<checkout> npm run bench:lighthouse`
// and `LONG_TASKS_BASELINE=<checkout> npm run bench:long-tasks`:
// the same Directus, the same settings, on a port of its own, so that a change can be measured
// against the code before it in one run (page, baseline and floor in turns, on the same machine
// load). The checkout must be built (`npm run build` there).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../lib/stack.mjs';

/**
 * The environment of the baseline's web server: production, on the benchmark's Directus, with the
 * benchmark's own site settings.
 * @param {{ directusUrl: string, cmsEnv: { WEBSITE_API_TOKEN: string } }} stack
 * @param {Record<string, string>} siteEnv
 */
export function baselineEnv(stack, siteEnv) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DIRECTUS_URL: stack.directusUrl,
    DIRECTUS_PUBLIC_URL: stack.directusUrl,
    WEBSITE_API_TOKEN: stack.cmsEnv.WEBSITE_API_TOKEN,
    ...siteEnv,
  };
}

/**
 * Starts `<checkout>/frontend/server.mjs` with `env` on a free port; resolves once /healthz answers.
 * @param {string} checkout
 * @param {Record<string, string | undefined>} env
 * @param {string} [variable] the setting that named the checkout, for the error messages
 */
export async function startBaselineSite(checkout, env, variable = 'LIGHTHOUSE_BASELINE') {
  const frontend = path.join(path.resolve(checkout), 'frontend');
  if (!existsSync(path.join(frontend, 'build/server/index.js'))) {
    throw new Error(`${variable}: ${frontend}/build is missing: run \`npm run build\` in ${checkout} first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(frontend, 'server.mjs')], {
    cwd: frontend,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${variable}: the web server of ${checkout} exited`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 600) {
      await stop();
      throw new Error(`${variable}: the web server of ${checkout} did not answer within 60 s`);
    }
    await delay(100);
  }
  return { url, stop, checkout };
}
