// Debian's nginx running the project's proxy configuration (proxy/default.conf.template), the
// same file docker compose gives the official nginx image: the caching proxy is proven on
// machines without a Docker engine (tests, bench:pages).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_DIR, freePort } from './stack.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(ROOT_DIR, 'proxy/default.conf.template');

/** Installs Debian's nginx when it is missing, without starting it. */
export const ensureNginx = () => ensureDebianPackage(NGINX, 'nginx-light');

/** Renders the template as the official image's envsubst does: ${NAME} from `values`. */
export function renderTemplate(values) {
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => values[name] ?? whole);
}

/** nginx in front of `upstream` (host:port) on a free loopback port; stop() ends it and its cache. */
export async function startCachingProxy({ upstream }) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'));
  const port = await freePort();
  mkdirSync(path.join(dir, 'cache'));
  mkdirSync(path.join(dir, 'logs'));
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderTemplate({
      NGINX_PORT: `127.0.0.1:${port}`,
      SITE_UPSTREAM: upstream,
      NGINX_CACHE_DIR: path.join(dir, 'cache'),
      NGINX_CACHE_MAX_SIZE: '64m',
    }),
  );
  // What the official image's /etc/nginx/nginx.conf provides around conf.d, in a private folder.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
      ),
      '  default_type application/octet-stream;',
      '  keepalive_timeout 65;',
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off; user root;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/__content/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
