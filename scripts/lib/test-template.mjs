// Template databases for the test stacks (docs/decisions/025-test-stacks-and-step-graph.md): the
// real setup (cms/setup.mjs: core install, schema apply, our migrations with the demo content and
// demo users) runs once per database kind and per version of what it is made from; every stack then
// starts from a copy: a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. The copy
// is given the stack's own secrets (admin password and token, the website's token, the demo users'
// passwords) before Directus starts on it, so one template fits every stack.
//
// Templates are kept between runs in <tmpdir>/agency-test-db/<kind>-<key>/ (the SQLite file, the
// uploads the demo content brings, a `ready` mark) and, on PostgreSQL, as the database
// agency_tpl_<key>. The key is a hash of everything the setup's result depends on (templateKey()).
// Builds happen under a lock, so processes that want the same template at once build it once.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import pg from 'pg';
import {
  DEMO_EDITOR_EMAIL,
  DEMO_EDITOR_USER_ID,
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_USER_ID,
  WEBSITE_USER_ID,
} from '../../migrations/lib/ids.js';
import { CMS_DIR, ROOT_DIR, runSetup } from './stack.mjs';

/** @typedef {'sqlite' | 'postgres'} DatabaseKind */
/** @typedef {import('./stack.mjs').Env} Env */

export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_DIR = process.env.AGENCY_TEST_DB_CACHE ?? path.join(tmpdir(), 'agency-test-db');
/** The administrator every test stack has (its password and token are the stack's own). */
export const TEST_ADMIN_EMAIL = 'admin@example.com';
/** Templates of one kind kept besides the one in use (other checkouts, other branches). */
const KEEP_TEMPLATES = 3;
/** A template not used for this long is dropped when another is made. */
const STALE_MS = 24 * 3600_000;

/**
 * @template T
 * @param {(client: pg.Client) => Promise<T>} callback
 * @returns {Promise<T>}
 */
export async function withPgAdmin(callback) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await callback(client);
  } finally {
    await client.end();
  }
}

/** The DB_* variables of a PostgreSQL database `name` on the server at TEST_PG_URL. */
export function pgEnv(/** @type {string} */ name) {
  const url = new URL(TEST_PG_URL);
  return {
    DB_CLIENT: 'pg',
    DB_HOST: url.hostname,
    DB_PORT: url.port || '5432',
    DB_DATABASE: name,
    DB_USER: decodeURIComponent(url.username) || 'postgres',
    DB_PASSWORD: decodeURIComponent(url.password),
  };
}

/** Every file under `dir` (sorted, relative), or none when it does not exist. */
function filesUnder(/** @type {string} */ dir) {
  if (!existsSync(dir)) return [];
  return /** @type {string[]} */ (readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();
}

/**
 * The hash of what a template is made of: the schema snapshot, our migrations (with their data),
 * the built extensions, the setup and what it imports, the Directus version, this file (how the
 * template is seeded) and the database kind.
 * @param {DatabaseKind} kind
 */
export function templateKey(kind) {
  const hash = createHash('sha256').update(`kind=${kind}\n`);
  const add = (/** @type {string} */ file) => {
    hash.update(`${path.relative(ROOT_DIR, file)}\n`);
    hash.update(readFileSync(file));
  };
  add(path.join(ROOT_DIR, 'snapshots/schema.json'));
  for (const file of filesUnder(path.join(ROOT_DIR, 'migrations'))) add(path.join(ROOT_DIR, 'migrations', file));
  const extensions = path.join(ROOT_DIR, 'extensions');
  for (const extension of readdirSync(extensions).sort()) {
    const dist = path.join(extensions, extension, 'dist');
    for (const file of filesUnder(dist)) add(path.join(dist, file));
  }
  add(path.join(CMS_DIR, 'setup.mjs'));
  for (const file of filesUnder(path.join(CMS_DIR, 'lib')).filter((name) => !name.includes('.test.')))
    add(path.join(CMS_DIR, 'lib', file));
  add(fileURLToPath(import.meta.url));
  for (const pkg of ['directus', '@directus/api']) {
    const manifest = [CMS_DIR, ROOT_DIR]
      .map((dir) => path.join(dir, 'node_modules', pkg, 'package.json'))
      .find((candidate) => existsSync(candidate));
    hash.update(`${pkg}@${manifest ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'missing'}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when a process with this id runs on this machine. */
function alive(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `action` while holding the lock file `file` (created exclusively, with this process's id;
 * a lock left by a process that is gone is taken over).
 * @template T
 * @param {string} file
 * @param {() => Promise<T>} action
 * @returns {Promise<T>}
 */
async function withLock(file, action, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      closeSync(openSync(file, 'wx'));
      writeFileSync(file, String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      let owner;
      try {
        owner = Number(readFileSync(file, 'utf8').trim());
      } catch {
        continue; // released meanwhile: try again at once
      }
      // An empty file is a lock being written this instant; a dead owner's lock is left over.
      if (owner > 0 && !alive(owner)) rmSync(file, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`The lock ${file} was held for too long (process ${owner})`, { cause: error });
      else await sleep(250);
    }
  }
  try {
    return await action();
  } finally {
    rmSync(file, { force: true });
  }
}

/** A knex connection to the database of a stack's environment. */
export function connectTo(/** @type {Env} */ env) {
  if (env.DB_CLIENT === 'sqlite3') {
    return knex({ client: 'sqlite3', connection: { filename: String(env.DB_FILENAME) }, useNullAsDefault: true });
  }
  return knex({
    client: 'pg',
    connection: {
      host: env.DB_HOST,
      port: Number(env.DB_PORT),
      database: env.DB_DATABASE,
      user: env.DB_USER,
      password: env.DB_PASSWORD,
    },
  });
}

const placeholder = () => randomBytes(18).toString('base64url');

/**
 * The environment the template's setup runs with: the demo users are seeded (their passwords,
 * like every secret here, are replaced in each copy by personalise()).
 * @param {Env} databaseEnv
 * @param {string} uploads
 * @returns {Env}
 */
function templateEnv(databaseEnv, uploads) {
  return {
    ...process.env,
    ...databaseEnv,
    KEY: placeholder(),
    SECRET: placeholder(),
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: placeholder(),
    ADMIN_TOKEN: placeholder(),
    WEBSITE_API_TOKEN: placeholder(),
    SEED_DEMO_USERS: 'true',
    DEMO_STAFF_PASSWORD: placeholder(),
    DEMO_EDITOR_PASSWORD: placeholder(),
    EXTENSIONS_PATH: path.join(ROOT_DIR, 'extensions'),
    MIGRATIONS_PATH: path.join(ROOT_DIR, 'migrations'),
    SNAPSHOT_PATH: path.join(ROOT_DIR, 'snapshots/schema.json'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: uploads,
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
  };
}

const pgTemplateName = (/** @type {string} */ key) => `agency_tpl_${key}`;

/**
 * Drops templates of `kind` that are neither `keep` nor among the most recently used (and
 * unused for a day); on PostgreSQL also template databases whose folder is gone.
 * @param {DatabaseKind} kind
 * @param {string} keep
 */
async function pruneTemplates(kind, keep) {
  const entries = readdirSync(TEMPLATE_DIR)
    .filter((name) => name.startsWith(`${kind}-`) && existsSync(path.join(TEMPLATE_DIR, name, 'ready')))
    .map((name) => ({ name, used: statSync(path.join(TEMPLATE_DIR, name, 'ready')).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  const stale = entries
    .filter((entry, index) => entry.name !== `${kind}-${keep}` && index >= KEEP_TEMPLATES)
    .concat(entries.filter((entry) => entry.name !== `${kind}-${keep}` && Date.now() - entry.used > STALE_MS))
    .map((entry) => entry.name);
  for (const name of new Set(stale)) {
    if (kind === 'postgres') {
      const database = pgTemplateName(name.slice(`${kind}-`.length));
      await withPgAdmin(async (client) => {
        await client.query(`alter database ${database} is_template false`).catch(() => {});
        await client.query(`drop database if exists ${database} with (force)`);
      });
    }
    rmSync(path.join(TEMPLATE_DIR, name), { recursive: true, force: true });
  }
  if (kind === 'postgres') {
    const kept = new Set(readdirSync(TEMPLATE_DIR).filter((name) => name.startsWith('postgres-')));
    await withPgAdmin(async (client) => {
      const { rows } = await client.query(`select datname from pg_database where datname like 'agency\\_tpl\\_%'`);
      for (const { datname } of rows) {
        if (kept.has(`postgres-${datname.slice('agency_tpl_'.length)}`)) continue;
        await client.query(`alter database ${datname} is_template false`);
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    });
  }
}

/**
 * Makes the template of `kind` unless it exists; returns its folder and key.
 * @param {DatabaseKind} kind
 * @returns {Promise<{ dir: string, key: string, built: boolean, ms: number }>}
 */
export async function ensureTemplate(kind) {
  const started = Date.now();
  const key = templateKey(kind);
  const dir = path.join(TEMPLATE_DIR, `${kind}-${key}`);
  const ready = path.join(dir, 'ready');
  if (existsSync(ready) && (kind === 'sqlite' || (await pgDatabaseExists(pgTemplateName(key))))) {
    const now = new Date();
    utimesSync(ready, now, now);
    return { dir, key, built: false, ms: Date.now() - started };
  }
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  return withLock(path.join(TEMPLATE_DIR, `${kind}.lock`), async () => {
    // Another process may have made it while this one waited for the lock.
    if (existsSync(ready) && (kind === 'sqlite' || (await pgDatabaseExists(pgTemplateName(key))))) {
      return { dir, key, built: false, ms: Date.now() - started };
    }
    rmSync(dir, { recursive: true, force: true });
    const building = `${dir}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(path.join(building, 'uploads'), { recursive: true });
    /** @type {Env} */
    let databaseEnv;
    const buildName = `agency_tplbuild_${key}`;
    if (kind === 'sqlite') {
      databaseEnv = { DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(building, 'directus.db') };
    } else {
      await withPgAdmin(async (client) => {
        await client.query(`drop database if exists ${buildName} with (force)`);
        await client.query(`drop database if exists ${pgTemplateName(key)} with (force)`);
        await client.query(`create database ${buildName}`);
      });
      databaseEnv = pgEnv(buildName);
    }
    try {
      await runSetup(templateEnv(databaseEnv, path.join(building, 'uploads')), { quiet: true });
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (kind === 'postgres') await withPgAdmin((client) => client.query(`drop database if exists ${buildName}`));
      throw error;
    }
    if (kind === 'postgres') {
      // Nobody connects to a template: a connection would make every copy of it fail.
      await withPgAdmin(async (client) => {
        await client.query(`alter database ${buildName} rename to ${pgTemplateName(key)}`);
        await client.query(`alter database ${pgTemplateName(key)} with is_template true allow_connections false`);
      });
    }
    writeFileSync(path.join(building, 'ready'), `${new Date().toISOString()}\n`);
    renameSync(building, dir);
    await pruneTemplates(kind, key);
    return { dir, key, built: true, ms: Date.now() - started };
  });
}

async function pgDatabaseExists(/** @type {string} */ name) {
  return withPgAdmin(
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );
}

/**
 * A copy of the template of `kind` for one stack: its database (an SQLite file in `workDir`, or a
 * new PostgreSQL database) and its uploads folder `uploadsDir`; returns the Directus environment
 * that points at it and drop().
 * @param {DatabaseKind} kind
 * @param {string} workDir
 * @param {string} uploadsDir
 * @returns {Promise<{ env: Env, drop: () => Promise<unknown>, template: Awaited<ReturnType<typeof ensureTemplate>> }>}
 */
export async function cloneTemplate(kind, workDir, uploadsDir) {
  const template = await ensureTemplate(kind);
  cpSync(path.join(template.dir, 'uploads'), uploadsDir, { recursive: true });
  if (kind === 'sqlite') {
    const file = path.join(workDir, 'directus.db');
    copyFileSync(path.join(template.dir, 'directus.db'), file);
    return { env: { DB_CLIENT: 'sqlite3', DB_FILENAME: file }, drop: async () => {}, template };
  }
  const name = `agency_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPgAdmin((client) => client.query(`create database ${name} template ${pgTemplateName(template.key)}`));
  return {
    env: pgEnv(name),
    drop: () => withPgAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
    template,
  };
}

/**
 * Gives a copy of the template the stack's own secrets: the administrator's e-mail, password and
 * static token, the website's token and, when the stack asks for demo users (SEED_DEMO_USERS),
 * their passwords; otherwise the demo users are removed, as a setup without them would have it.
 * @param {Env} env the stack's Directus environment
 */
export async function personalise(env) {
  // Loaded here: Directus' own hashing (@directus/api utils/generate-hash.js) is argon2 with its defaults.
  const { default: argon2 } = await import('argon2');
  const db = connectTo(env);
  try {
    await db('directus_users')
      .where({ email: TEST_ADMIN_EMAIL })
      .update({
        email: env.ADMIN_EMAIL ?? TEST_ADMIN_EMAIL,
        password: await argon2.hash(String(env.ADMIN_PASSWORD)),
        token: env.ADMIN_TOKEN ?? null,
      });
    await db('directus_users')
      .where({ id: WEBSITE_USER_ID })
      .update({ token: env.WEBSITE_API_TOKEN || null });
    const demo = [
      { id: DEMO_STAFF_USER_ID, email: DEMO_STAFF_EMAIL, password: env.DEMO_STAFF_PASSWORD },
      { id: DEMO_EDITOR_USER_ID, email: DEMO_EDITOR_EMAIL, password: env.DEMO_EDITOR_PASSWORD },
    ];
    if (['true', '1'].includes(String(env.SEED_DEMO_USERS ?? '').toLowerCase())) {
      for (const user of demo) {
        if (!user.password) throw new Error(`SEED_DEMO_USERS=true needs a password for ${user.email}`);
        await db('directus_users')
          .where({ id: user.id })
          .update({ password: await argon2.hash(user.password) });
      }
    } else {
      await db('directus_users')
        .whereIn(
          'id',
          demo.map((user) => user.id),
        )
        .delete();
    }
  } finally {
    await db.destroy();
  }
}
