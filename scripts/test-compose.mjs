#!/usr/bin/env node
// `npm run test:compose`: proves `docker compose up --build` end to end (README "Docker compose").
// Builds the project's images with its own Dockerfiles, brings up the whole docker-compose.yml
// with the development profile (the mail catcher), waits for every healthcheck, then checks the
// real thing through nginx on :3000 and Directus on :8055; `down -v` at the end, and every
// process started here stopped. Not part of `npm test` (image builds take minutes): run it when a
// Dockerfile, docker-compose.yml or the proxy changes.
//
// Docker with compose v2 is used where it runs. Elsewhere (this project's machines: no engine, no
// image registry) podman serves the Docker API to Debian's docker-compose 1.29, with stand-ins of
// the official images built once and cached (scripts/compose/standins/README.md).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildStandins,
  dockerComposeV2,
  ensurePodman,
  runAsync,
  startHealthcheckLoop,
  startPodmanService,
  stopExecMonitors,
} from './lib/compose-engine.mjs';
import { validRequest } from './lib/form-client.mjs';
import { solveProofOfWork } from './lib/proof-of-work.mjs';
import { ROOT_DIR } from './lib/stack.mjs';

const PROJECT = 'agency-site';
const SERVICE_URL = 'branding';

const started = Date.now();
/** @type {[string, number][]} */
const timings = [];
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);
/**
 * @template T
 * @param {string} label
 * @param {() => Promise<T> | T} step
 * @returns {Promise<T>}
 */
async function timed(label, step) {
  const since = Date.now();
  console.log(`› ${label}`);
  const result = await step();
  timings.push([label, (Date.now() - since) / 1000]);
  return result;
}
/** @param {string} label @param {() => Promise<string | void>} check */
async function check(label, check) {
  const since = Date.now();
  const detail = await check();
  console.log(`  ✓ ${label}${detail ? `: ${detail}` : ''} (${seconds(since)} s)`);
}
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @template T @param {() => Promise<T | undefined>} probe @param {number} timeoutMs @param {string} what */
async function eventually(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last})` : ''}`);
    await sleep(500);
  }
}

/**
 * The .env a developer writes (README): .env.example with every required secret generated, and
 * the host ports this run publishes on.
 * @param {string} dir
 * @param {{ site: number, directus: number, mail: number }} ports
 */
function writeEnvFile(dir, ports) {
  const secrets = /** @type {Record<string, string>} */ ({});
  const settings = /** @type {Record<string, string>} */ ({
    SITE_PORT: String(ports.site),
    MAIL_UI_PORT: String(ports.mail),
    WEBSITE_URL: `http://localhost:${ports.site}`,
    PUBLIC_URL: `http://localhost:${ports.directus}`,
  });
  const text = readFileSync(path.join(ROOT_DIR, '.env.example'), 'utf8')
    .replace(
      /^(KEY|SECRET|DB_PASSWORD|ADMIN_PASSWORD|WEBSITE_API_TOKEN)=$/gm,
      (_line, /** @type {string} */ name) => `${name}=${(secrets[name] = randomBytes(32).toString('hex'))}`,
    )
    .replace(
      /^(SITE_PORT|MAIL_UI_PORT|WEBSITE_URL|PUBLIC_URL)=.*$/gm,
      (_line, /** @type {string} */ name) => `${name}=${settings[name]}`,
    );
  const file = path.join(dir, '.env');
  writeFileSync(file, text, { mode: 0o600 });
  const value = (/** @type {string} */ name) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1] ?? '';
  return { file, secrets, adminEmail: value('ADMIN_EMAIL'), dbUser: value('DB_USER'), dbName: value('DB_DATABASE') };
}

/** True when something listens on the host port (a native `npm start`, another stack). */
const taken = (/** @type {number} */ port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * The host port a service is published on: its usual one, else the same plus 10000 (below the
 * range the kernel hands out to other programs' sockets, so no one else's test lands there).
 * @param {number} usual
 */
async function hostPort(usual) {
  for (const port of [usual, usual + 10_000]) if (!(await taken(port))) return port;
  throw new Error(`ports ${usual} and ${usual + 10_000} are both in use: stop what listens there first`);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'agency-compose-'));
  const ports = { site: await hostPort(3000), directus: await hostPort(8055), mail: await hostPort(1080) };
  const SITE = `http://127.0.0.1:${ports.site}`;
  const DIRECTUS = `http://127.0.0.1:${ports.directus}`;
  const MAIL = `http://127.0.0.1:${ports.mail}`;
  console.log(`› Host ports: site ${ports.site}, Directus ${ports.directus}, mail catcher ${ports.mail}`);
  const env = writeEnvFile(work, ports);
  // The file as it is, but for two things a run may need: compose v1 refuses the top-level
  // `name:` (the name is given with -p), and Directus' host port when 8055 is taken here.
  const composeFile = path.join(work, 'docker-compose.yml');
  const v2 = dockerComposeV2();
  let composeText = readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8');
  if (!v2) composeText = composeText.replace(/^name:.*\n/m, '');
  composeText = composeText.replace(/(['"]?)((?:[\d.]+:)?)8055:8055\1/, `$1$2${ports.directus}:8055$1`);
  writeFileSync(composeFile, composeText);
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [async () => rmSync(work, { recursive: true, force: true })];
  /** @type {(args: string[], options?: { quiet?: boolean, allowFailure?: boolean }) => Promise<{ status: number | null, stdout: string }>} */
  let compose = async () => {
    throw new Error('no container engine yet');
  };
  let engine = 'docker';
  /** @type {NodeJS.ProcessEnv} */
  let engineEnv = process.env;
  let failed = false;
  try {
    if (v2) {
      console.log('› Docker with compose v2: the official images');
      engine = 'docker';
      compose = (args, options) =>
        runAsync(
          'docker',
          [
            'compose',
            '-p',
            PROJECT,
            '--project-directory',
            ROOT_DIR,
            '-f',
            composeFile,
            '--env-file',
            env.file,
            '--profile',
            'dev',
            ...args,
          ],
          options,
        );
    } else {
      engine = '/usr/bin/podman';
      engineEnv = await timed('podman and docker-compose (Debian packages)', () => ensurePodman());
      await timed('stand-ins of the official images (built once, then cached)', () => buildStandins(engineEnv));
      const service = await startPodmanService(engineEnv);
      console.log(`  podman system service: pid ${service.pid}`);
      cleanups.push(() => service.stop());
      const stopHealthchecks = startHealthcheckLoop(engineEnv, PROJECT);
      cleanups.push(stopHealthchecks);
      cleanups.push(async () => {
        const pids = stopExecMonitors(PROJECT);
        if (pids.length > 0) console.log(`  conmon of finished exec sessions stopped: pid ${pids.join(', ')}`);
      });
      const composeEnv = {
        ...engineEnv,
        DOCKER_HOST: service.dockerHost,
        COMPOSE_DOCKER_CLI_BUILD: '0',
        DOCKER_BUILDKIT: '0',
        COMPOSE_HTTP_TIMEOUT: '600',
      };
      compose = (args, options) =>
        runAsync(
          '/usr/bin/docker-compose',
          [
            '-p',
            PROJECT,
            '--project-directory',
            ROOT_DIR,
            '-f',
            composeFile,
            '--env-file',
            env.file,
            '--profile',
            'dev',
            ...args,
          ],
          { ...options, env: composeEnv },
        );
    }
    // Whatever happens next, the stack goes down with its volumes.
    cleanups.push(async () => {
      await compose(['down', '-v', '--remove-orphans'], { quiet: true, allowFailure: true });
    });

    await timed("the project's images (docker compose build)", () => compose(['build']));
    await timed('docker compose up -d (each service after what it depends on is healthy)', () => compose(['up', '-d']));
    await timed('every healthcheck healthy', () => waitHealthy(compose, engine, engineEnv));

    const adminPassword = env.secrets.ADMIN_PASSWORD;
    /** @param {string} pathname @param {RequestInit & { token?: string }} [init] */
    const directus = async (pathname, init = {}) => {
      const response = await fetch(`${DIRECTUS}${pathname}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        },
      });
      if (!response.ok)
        throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? {} : /** @type {any} */ (await response.json());
    };
    const login = async () =>
      /** @type {string} */ (
        (
          await directus('/auth/login', {
            method: 'POST',
            body: JSON.stringify({ email: env.adminEmail, password: adminPassword }),
          })
        ).data.access_token
      );
    const page = async (/** @type {string} */ pathname) => {
      const response = await fetch(`${SITE}${pathname}`);
      if (response.status !== 200) throw new Error(`GET ${pathname}: ${response.status}`);
      return response.text();
    };
    const psql = async (/** @type {string} */ sql) =>
      (
        await compose(['exec', '-T', 'postgres', 'psql', '-U', env.dbUser, '-d', env.dbName, '-tAc', sql], {
          quiet: true,
        })
      ).stdout.trim();
    const escapeHtml = (/** @type {string} */ text) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;');

    console.log(`› Checks through nginx on :${ports.site} and Directus on :${ports.directus}`);
    /** @type {string} */
    let token = '';
    await check('the admin login works (POST /auth/login, the admin app answers)', async () => {
      token = await login();
      const admin = await fetch(`${DIRECTUS}/admin/`);
      if (admin.status !== 200 || !/text\/html/.test(admin.headers.get('content-type') ?? ''))
        throw new Error(`GET /admin/: ${admin.status}`);
      return env.adminEmail;
    });
    await check('the home page renders the agency name stored in Directus', async () => {
      const { agency_name: name } = (await directus('/items/site_settings', { token })).data;
      const html = await page('/');
      if (!html.includes(escapeHtml(name))) throw new Error(`"${name}" is not on the home page`);
      return name;
    });
    /** @type {{ id: number, name: string, headline: string }} */
    const service = (
      await directus(`/items/services?filter[url][_eq]=${SERVICE_URL}&fields=id,name,headline`, { token })
    ).data[0];
    await check(`a service page (/creative-services/${SERVICE_URL}) renders its Directus content`, async () => {
      const html = await page(`/creative-services/${SERVICE_URL}`);
      for (const text of [service.name, service.headline])
        if (!html.includes(escapeHtml(text))) throw new Error(`"${text}" is not on the service page`);
      return service.name;
    });
    const headline = `Changed by an editor at ${new Date().toISOString()}`;
    await check("an editor's change in Directus shows on the next load", async () => {
      await directus(`/items/services/${service.id}`, { method: 'PATCH', token, body: JSON.stringify({ headline }) });
      const since = Date.now();
      await eventually(
        async () => (await page(`/creative-services/${SERVICE_URL}`)).includes(escapeHtml(headline)),
        30_000,
        'the new headline',
      );
      return `after ${seconds(since)} s`;
    });
    const email = `compose-${Date.now()}@example.com`;
    await check('a request submitted through the form API is stored in PostgreSQL', async () => {
      const definition = /** @type {any} */ (await (await fetch(`${SITE}/api/request-form/definition`)).json()).data;
      await sleep(definition.antiSpam.minFillSeconds * 1000 + 300);
      const response = await fetch(`${SITE}/api/request-form/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomBytes(16).toString('hex') },
        body: JSON.stringify(
          validRequest(definition.antiSpam.formToken, {
            email,
            source_url: `${SITE}/`,
            // As the browser does while the visitor types (docs/decisions/040-proof-of-work.md).
            proof_of_work: await solveProofOfWork(definition.antiSpam.proofOfWork),
          }),
        ),
      });
      if (response.status !== 200 && response.status !== 201)
        throw new Error(`submit: ${response.status} ${await response.text()}`);
      const row = await psql(`select id from requests where email = '${email}'`);
      if (!row) throw new Error(`no row in requests for ${email}`);
      return `requests.id ${row}`;
    });
    await check('its confirmation mail is sent and caught by the mail catcher', async () => {
      const sentAt = await eventually(
        async () => {
          const [sent, error] = (
            await psql(`select confirmation_sent_at, confirmation_error from requests where email = '${email}'`)
          ).split('|');
          if (error) throw new Error(`confirmation_error: ${error}`);
          return sent || undefined;
        },
        60_000,
        'confirmation_sent_at',
      );
      const mail = await eventually(
        async () => {
          const mails = /** @type {{ subject: string, to: { address: string }[] }[]} */ (
            await (await fetch(`${MAIL}/email`)).json()
          );
          return mails.find((message) => message.to.some((to) => to.address.toLowerCase() === email));
        },
        30_000,
        `a mail to ${email}`,
      );
      return `"${mail.subject}", sent ${sentAt}`;
    });
    await check("the web server's /readyz is 200", async () => {
      const response = await fetch(`${SITE}/readyz`);
      if (response.status !== 200) throw new Error(`/readyz: ${response.status}`);
      return JSON.stringify(await response.json());
    });
    const before = await fingerprint(psql);
    await timed('docker compose restart directus', () => compose(['restart', 'directus']));
    await timed('every healthcheck healthy again', () => waitHealthy(compose, engine, engineEnv));
    await check('the restart lost nothing (rows, the edit, the request, the admin login)', async () => {
      const after = await fingerprint(psql);
      if (after !== before) throw new Error(`before: ${before}\nafter: ${after}`);
      token = await login();
      const stored = (await directus(`/items/services/${service.id}?fields=headline`, { token })).data.headline;
      if (stored !== headline) throw new Error(`headline after the restart: ${stored}`);
      await eventually(
        async () => (await page(`/creative-services/${SERVICE_URL}`)).includes(escapeHtml(headline)),
        30_000,
        'the headline on the site',
      );
      const request = (
        await directus(`/items/requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`, { token })
      ).data;
      if (request.length !== 1) throw new Error(`requests for ${email} after the restart: ${request.length}`);
      return after;
    });
    await timed(
      `docker compose ${v2 ? 'up -d --scale web=2' : 'scale web=2'}, then restart proxy (nginx resolves web when it starts)`,
      async () => {
        // Compose v1 compares the api network's IPAM options with what the engine reports, and
        // podman reports one of its own (driver host-local): a second `up` stops at 'needs to be
        // recreated'. Its `scale` adds the container without that comparison.
        await compose(v2 ? ['up', '-d', '--no-recreate', '--scale', 'web=2'] : ['scale', 'web=2']);
        await waitHealthy(compose, engine, engineEnv);
        await compose(['restart', 'proxy']);
        await waitHealthy(compose, engine, engineEnv);
      },
    );
    await check('nginx spreads requests over both web servers', async () => {
      const marker = `scale-check-${Date.now()}`;
      for (let i = 0; i < 12; i++) await (await fetch(`${SITE}/${marker}-${i}`)).arrayBuffer();
      const logs = (await compose(['logs', '--no-color', 'web'], { quiet: true })).stdout;
      const served = new Set(
        [...logs.matchAll(new RegExp(`web[_-](\\d+)\\s*\\|.*${marker}`, 'g'))].map((match) => match[1]),
      );
      if (served.size < 2) throw new Error(`only web ${[...served].join(', ') || 'none'} logged the 12 requests`);
      return `web ${[...served].sort().join(' and ')} both answered`;
    });
    await check(
      'Directus believes X-Forwarded-For from both web servers, not from another container or the published port',
      async () => {
        // A sign-in from each place, with an address of its choosing in X-Forwarded-For and a
        // User-Agent to find it by: directus_sessions keeps the address Directus counted.
        const marker = `forwarded-check-${Date.now()}`;
        const body = JSON.stringify({ email: env.adminEmail, password: adminPassword });
        /** @param {string} forged @param {string} agent */
        const script = (forged, agent) =>
          `fetch('http://directus:8055/auth/login',{method:'POST',headers:${JSON.stringify({
            'Content-Type': 'application/json',
            'X-Forwarded-For': forged,
            'User-Agent': agent,
          })},body:${JSON.stringify(body)}}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`;
        /** @type {{ from: string, forged: string, trusted: boolean, signIn: (forged: string, agent: string) => Promise<unknown> }[]} */
        const senders = [
          ...[1, 2].map((index) => ({
            from: `web ${index}`,
            forged: `203.0.113.${index}`,
            trusted: true,
            signIn: (/** @type {string} */ forged, /** @type {string} */ agent) =>
              compose(['exec', '-T', '--index', String(index), 'web', 'node', '-e', script(forged, agent)], {
                quiet: true,
              }),
          })),
          {
            // On the network Directus shares with PostgreSQL and Redis, not the web servers'.
            from: 'the mail catcher',
            forged: '203.0.113.3',
            trusted: false,
            signIn: (forged, agent) =>
              compose(['exec', '-T', 'mail', 'node', '-e', script(forged, agent)], { quiet: true }),
          },
          {
            from: 'the published port',
            forged: '203.0.113.4',
            trusted: false,
            signIn: async (forged, agent) => {
              const response = await fetch(`${DIRECTUS}/auth/login`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forged, 'User-Agent': agent },
                body,
              });
              if (!response.ok) throw new Error(`POST /auth/login: ${response.status}`);
            },
          },
        ];
        const seen = [];
        for (const sender of senders) {
          const agent = `${marker}-${sender.forged}`;
          await sender.signIn(sender.forged, agent);
          const ip = await psql(`select ip from directus_sessions where user_agent = '${agent}'`);
          if (!ip) throw new Error(`no session signed in from ${sender.from}`);
          if ((ip === sender.forged) !== sender.trusted)
            throw new Error(
              `${sender.from}: Directus counted ${ip}, ${sender.trusted ? 'not' : 'the'} address it forwarded (${sender.forged})`,
            );
          seen.push(`${sender.from} ${ip}`);
        }
        return seen.join(', ');
      },
    );
  } catch (error) {
    failed = true;
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    try {
      // What the services said last: the cause is usually there.
      await compose(['ps'], { allowFailure: true });
      await compose(['logs', '--tail=40'], { allowFailure: true });
    } catch {
      // nothing more to show
    }
  } finally {
    await timed('docker compose down -v, every process started here stopped', async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });
  }
  console.log('\nTimes:');
  for (const [label, time] of timings) console.log(`  ${time.toFixed(1).padStart(7)} s  ${label}`);
  console.log(`  ${seconds(started).padStart(7)} s  in all`);
  if (failed) process.exit(1);
  console.log('\n✓ docker compose up --build works');
}

/**
 * Row counts of what an editor and a prospect leave behind, in one line.
 * @param {(sql: string) => Promise<string>} psql
 */
async function fingerprint(psql) {
  const tables = ['requests', 'services', 'site_settings', 'directus_users', 'directus_revisions'];
  const counts = await psql(tables.map((table) => `select '${table}=' || count(*) from ${table}`).join(' union all '));
  return counts.split('\n').join(' ');
}

/**
 * Waits until every container of the project is running and, where it has a healthcheck, healthy.
 * @param {(args: string[], options?: { quiet?: boolean }) => Promise<{ stdout: string }>} compose
 * @param {string} engine
 * @param {NodeJS.ProcessEnv} env
 */
async function waitHealthy(compose, engine, env) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const ids = (await compose(['ps', '-q'], { quiet: true })).stdout.split('\n').filter(Boolean);
    const states = await Promise.all(
      ids.map(async (id) => {
        const { stdout } = await runAsync(
          engine,
          [
            'inspect',
            '--format',
            '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
            id,
          ],
          { env, quiet: true },
        );
        return stdout.trim().split(/\s+/);
      }),
    );
    const waiting = states.filter(([, status, health]) => status !== 'running' || (health && health !== 'healthy'));
    if (ids.length > 0 && waiting.length === 0) {
      console.log(`  ${states.map(([name]) => name?.replace(/^\//, '')).join(', ')}: healthy`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`not healthy: ${waiting.map((state) => state.join(' ')).join('; ')}`);
    await sleep(2000);
  }
}

await main();
