// A throw-away stack for the integration, fault and end-to-end tests and the benchmarks: a copy of
// the template database (test-template.mjs: the real setup, made once per kind and version), or
// with `fresh` an empty database and the real setup; Directus with the built extensions, and the
// built web server. docs/decisions/025-test-stacks-and-step-graph.md says why.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIRECTUS_LIMITS } from './cms-env.mjs';
import { CMS_DIR, ROOT_DIR, freePort, runSetup, startDirectus, startSiteFor } from './stack.mjs';
import { TEST_ADMIN_EMAIL, TEST_PG_URL, cloneTemplate, personalise, pgEnv, withPgAdmin } from './test-template.mjs';

/** @typedef {'sqlite' | 'postgres'} DatabaseKind */

export { TEST_PG_URL };

/** True when a PostgreSQL server answers at TEST_PG_URL. */
export async function postgresReachable() {
  try {
    await withPgAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty database of `kind` (an SQLite file in `workDir`, or a database of its own at
 * TEST_PG_URL), the Directus environment that points at it, and drop().
 * @param {DatabaseKind} kind
 * @param {string} workDir
 * @returns {Promise<{ env: import('./stack.mjs').Env, drop: () => Promise<unknown> }>}
 */
export async function createDatabase(kind, workDir) {
  if (kind === 'sqlite') {
    return { env: { DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(workDir, 'directus.db') }, drop: async () => {} };
  }
  const name = `agency_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPgAdmin((client) => client.query(`create database ${name}`));
  return {
    env: pgEnv(name),
    drop: () => withPgAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * Starts the whole stack on `kind`; returns its URLs, tokens and stop(). `extraEnv` adds to or
 * overrides Directus' environment; `web: false` starts Directus alone; `fresh: true` runs the
 * real setup on an empty database instead of copying the template (for the tests of the setup
 * itself), and `setupOutput` is what it printed.
 * @param {DatabaseKind} kind
 * @param {{ extraEnv?: import('./stack.mjs').Env, web?: boolean, fresh?: boolean }} [options]
 */
export async function startTestStack(kind, { extraEnv = {}, web = true, fresh = false } = {}) {
  const workDir = mkdtempSync(path.join(tmpdir(), `agency-it-${kind}-`));
  const uploadsDir = path.join(workDir, 'uploads');
  mkdirSync(uploadsDir);
  const copy = fresh ? undefined : await cloneTemplate(kind, workDir, uploadsDir);
  const database = copy ?? (await createDatabase(kind, workDir));
  const port = await freePort();
  // The web server's port is known before Directus starts: Directus' change hook calls it.
  const webPort = await freePort();
  const secret = () => randomBytes(24).toString('base64url');
  /**
   * Set for every stack: ports, URLs and secrets; the rest as the database and `extraEnv` say.
   * @type {import('./stack.mjs').Env & Record<'HOST' | 'PORT' | 'PUBLIC_URL' | 'KEY' | 'SECRET' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_TOKEN' | 'WEBSITE_API_TOKEN', string>}
   */
  const cmsEnv = {
    ...process.env,
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    KEY: secret(),
    SECRET: secret(),
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: secret(),
    ADMIN_TOKEN: secret(),
    WEBSITE_API_TOKEN: secret(),
    EXTENSIONS_PATH: path.join(ROOT_DIR, 'extensions'),
    MIGRATIONS_PATH: path.join(ROOT_DIR, 'migrations'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: uploadsDir,
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'pretty',
    // Tests speak for many clients through X-Forwarded-For (per-IP submit limit).
    IP_TRUST_PROXY: 'true',
    REQUEST_FORM_MIN_FILL_SECONDS: '2',
    // Attachments no request names are removed this soon (24 h in production), so that the
    // clean-up can be seen; a test links what it uploads within milliseconds.
    REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS: '8',
    CONTENT_WEBHOOK_URLS: web ? `http://127.0.0.1:${webPort}/__content/changed` : '',
    // Where the admin's preview links lead (README "For editors").
    ...(web
      ? {
          WEBSITE_URL: `http://127.0.0.1:${webPort}`,
          CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `array:'self',http://127.0.0.1:${webPort}`,
        }
      : {}),
    // The limits of every deployment (upload types, page size, GraphQL size); the rate limiter
    // stays off: one test process speaks for many clients.
    ...DIRECTUS_LIMITS,
    ...extraEnv,
  };
  /** @type {import('./stack.mjs').Server[]} */
  const started = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    let setupOutput = '';
    if (fresh) setupOutput = await runSetup(cmsEnv, { quiet: true });
    else await personalise(cmsEnv);
    const directus = await startDirectus(cmsEnv, { output: 'ignore' });
    started.push(directus);
    let webServer;
    if (web) {
      // The production defaults (content copy, page cache), so that tests which edit content
      // and look at the result prove the change hook. The tests speak for many visitors from
      // one address: no per-client limit here (the flood fault test has its own site).
      webServer = await startSiteFor(
        { directusUrl: directus.url, websiteToken: cmsEnv.WEBSITE_API_TOKEN },
        { PORT: String(webPort), SITE_RATE_LIMIT: '0' },
      );
      started.push(webServer);
    }
    return {
      kind,
      cmsEnv,
      setupOutput,
      /** The template this stack is a copy of (undefined with `fresh`): whether it was made now, and in how long. */
      template: copy?.template,
      directusUrl: directus.url,
      webUrl: webServer?.url,
      directus,
      web: webServer,
      stop,
      cmsDir: CMS_DIR,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
