// Starting and stopping the two servers: shared by the native start command and the test suites.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CMS_DIR = path.join(ROOT_DIR, 'cms');
export const FRONTEND_DIR = path.join(ROOT_DIR, 'frontend');

/** @typedef {Record<string, string | undefined>} Env */
/** Where a server's output goes: to this process's, nowhere, or to pipes on `child`. @typedef {'inherit' | 'ignore' | 'pipe'} Output */
/** @typedef {{ timeoutMs?: number, output?: Output }} ServerOptions */
/**
 * A started server: its process, stop() (SIGTERM, SIGKILL after 10 s), a promise settled when it
 * exits, and its base URL.
 * @typedef {{ child: import('node:child_process').ChildProcess, stop: () => Promise<void>, exited: Promise<unknown>, url: string }} Server
 */

/** The API's CLI entry (not `directus/cli.js`, which checks the registry for updates on every call). */
const DIRECTUS_CLI = [CMS_DIR, ROOT_DIR]
  .map((dir) => path.join(dir, 'node_modules/@directus/api/dist/cli/run.js'))
  .find((candidate) => existsSync(candidate));

/** The API's CLI entry, or an error saying that the dependencies are missing. */
export function directusCli() {
  if (!DIRECTUS_CLI) throw new Error('Cannot find the Directus CLI (@directus/api): install the dependencies');
  return DIRECTUS_CLI;
}

/**
 * Asks the OS for a free loopback port.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command to completion; rejects with its output on a non-zero exit.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: Env, cwd?: string, quiet?: boolean }} [options]
 * @returns {Promise<string>} what it printed (when quiet)
 */
export function run(command, args, { env = process.env, cwd = ROOT_DIR, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/**
 * The idempotent Directus setup (cms/setup.mjs) against the given environment.
 * @param {Env} env
 * @param {{ quiet?: boolean }} [options]
 */
export function runSetup(env, options = {}) {
  return run(process.execPath, [path.join(CMS_DIR, 'setup.mjs')], { env, cwd: CMS_DIR, ...options });
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @param {number} timeoutMs
 */
async function waitForHealthy(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not healthy at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts a long-running server process and waits until its health URL answers 200.
 * Returns { child, stop(), exited }; stop() sends SIGTERM and waits (SIGKILL after 10 s).
 * @param {{ name: string, command: string, args: string[], env: Env, cwd: string, healthUrl: string } & ServerOptions} options
 */
async function startServer({ name, command, args, env, cwd, healthUrl, timeoutMs = 120_000, output = 'inherit' }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', output, output] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealthy(healthUrl, child, name, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop, exited };
}

/**
 * Directus with the project's extensions, on env.PORT.
 * @param {Env} env
 * @param {ServerOptions} [options]
 * @returns {Promise<Server>}
 */
export function startDirectus(env, options = {}) {
  const url = `http://127.0.0.1:${env.PORT}`;
  return startServer({
    name: 'Directus',
    command: process.execPath,
    args: [directusCli(), 'start'],
    env,
    cwd: CMS_DIR,
    // /server/health needs a token since Directus 12; ping answers once the API listens.
    healthUrl: `${url}/server/ping`,
    ...options,
  }).then((server) => ({ ...server, url }));
}

/**
 * The built web server in production mode on a free loopback port, reading the Directus at
 * `directusUrl` with `websiteToken`; `env` adds or overrides variables. For tests and
 * benchmarks: its output is ignored.
 * @param {{ directusUrl: string, websiteToken: string | undefined }} directus
 * @param {Env} [env]
 * @returns {Promise<Server>}
 */
export async function startSiteFor({ directusUrl, websiteToken }, env = {}) {
  return startWeb(
    {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DIRECTUS_URL: directusUrl,
      DIRECTUS_PUBLIC_URL: directusUrl,
      WEBSITE_API_TOKEN: websiteToken,
      ...env,
    },
    { output: 'ignore' },
  );
}

/**
 * The built web server (frontend/build) on env.PORT.
 * @param {Env} env
 * @param {ServerOptions} [options]
 * @returns {Promise<Server>}
 */
export function startWeb(env, options = {}) {
  const url = `http://127.0.0.1:${env.PORT}`;
  return startServer({
    name: 'Web server',
    command: process.execPath,
    args: [path.join(FRONTEND_DIR, 'server.mjs')],
    env,
    cwd: FRONTEND_DIR,
    healthUrl: `${url}/healthz`,
    ...options,
  }).then((server) => ({ ...server, url }));
}
