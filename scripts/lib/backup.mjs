// Backup and restore of the whole site's data: the database (SQLite or PostgreSQL) and the
// uploaded files, in one timestamped archive (README "Operations"). Used by `npm run backup`,
// `npm run restore` and docker compose's `backup` service; it needs Directus' environment only
// (DB_*, STORAGE_LOCAL_ROOT), never a running Directus.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/** Version of the archive's layout; restore refuses archives of a newer one. */
export const ARCHIVE_FORMAT = 1;
const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.dump';
const UPLOADS = 'uploads';

export class BackupError extends Error {}

const isSqlite = (env) => (env.DB_CLIENT ?? 'sqlite3') === 'sqlite3';

/** PostgreSQL's connection settings as libpq's environment (pg_dump, pg_restore) takes them. */
function pgEnvironment(env) {
  if (env.DB_CONNECTION_STRING) {
    const url = new URL(env.DB_CONNECTION_STRING);
    return {
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
      PGUSER: decodeURIComponent(url.username),
      PGPASSWORD: decodeURIComponent(url.password),
    };
  }
  return {
    PGHOST: env.DB_HOST ?? '127.0.0.1',
    PGPORT: String(env.DB_PORT ?? 5432),
    PGDATABASE: env.DB_DATABASE ?? 'directus',
    PGUSER: env.DB_USER ?? 'postgres',
    PGPASSWORD: env.DB_PASSWORD ?? '',
  };
}

/**
 * A PostgreSQL client program (pg_dump, pg_restore) at least as new as the server: PG_BIN_DIR,
 * else the newest of Debian's /usr/lib/postgresql/<version>/bin, else the one on PATH.
 */
function pgProgram(name) {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin', name) : name;
}

function runProgram(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => reject(new BackupError(`${command}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new BackupError(`${path.basename(command)} failed: ${stderr.trim()}`)),
    );
  });
}

async function withPg(env, work) {
  const { default: pg } = await import('pg');
  const settings = pgEnvironment(env);
  const client = new pg.Client({
    host: settings.PGHOST,
    port: Number(settings.PGPORT),
    database: settings.PGDATABASE,
    user: settings.PGUSER,
    password: settings.PGPASSWORD,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs a reading `sql` on the SQLite file with the sqlite3 driver Directus uses. */
async function sqlite(file, sql, params = []) {
  const { default: sqlite3 } = await import('sqlite3');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => {
      if (error) return reject(error);
      db.all(sql, params, (queryError, rows) => db.close(() => (queryError ? reject(queryError) : resolve(rows))));
    });
  });
}

/**
 * @typedef {Record<string, string | undefined>} DirectusEnv Directus' environment (DB_*, STORAGE_LOCAL_ROOT).
 * @typedef {{ format: number, product: string, startedAt: string, finishedAt: string,
 *   database: 'sqlite' | 'postgres', databaseFile: string, databaseSha256: string, uploads: number,
 *   snapshotSha256: string | null }} Manifest
 */

/**
 * Number of tables in the configured database (0: empty or missing).
 * @param {DirectusEnv} env
 * @returns {Promise<number>}
 */
export async function tableCount(env) {
  if (isSqlite(env)) {
    if (!existsSync(env.DB_FILENAME) || statSync(env.DB_FILENAME).size === 0) return 0;
    const rows = await sqlite(env.DB_FILENAME, "select count(*) as n from sqlite_master where type = 'table'");
    return Number(rows[0].n);
  }
  return withPg(env, async (client) => {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].n;
  });
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Writes `<outDir>/agency-site-<timestamp>.tar.gz`: a consistent copy of the database taken at
 * one moment (SQLite's VACUUM INTO, pg_dump's snapshot: every request stored before the backup
 * began is in it), then the uploads folder, and a manifest. Returns the archive's path and manifest.
 * @param {{ env: DirectusEnv, outDir: string, snapshotFile?: string, now?: Date }} options
 * @returns {Promise<{ archive: string, manifest: Manifest }>}
 */
export async function createBackup({ env, outDir, snapshotFile, now = new Date() }) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const work = mkdtempSync(path.join(tmpdir(), 'agency-backup-'));
  try {
    const startedAt = new Date().toISOString();
    let databaseFile;
    if (isSqlite(env)) {
      if (!existsSync(env.DB_FILENAME)) throw new BackupError(`No SQLite database at ${env.DB_FILENAME}`);
      databaseFile = SQLITE_FILE;
      // An online-safe copy: SQLite writes a consistent database from one read transaction.
      await sqlite(env.DB_FILENAME, 'VACUUM INTO ?', [path.join(work, SQLITE_FILE)]);
    } else {
      databaseFile = PG_FILE;
      await runProgram(
        pgProgram('pg_dump'),
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(work, PG_FILE)}`],
        pgEnvironment(env),
      );
    }
    const uploadsDir = env.STORAGE_LOCAL_ROOT;
    const uploads = uploadsDir ? filesUnder(uploadsDir) : [];
    mkdirSync(path.join(work, UPLOADS));
    for (const file of uploads) {
      mkdirSync(path.dirname(path.join(work, UPLOADS, file)), { recursive: true });
      await copyFile(path.join(uploadsDir, file), path.join(work, UPLOADS, file));
    }
    const manifest = {
      format: ARCHIVE_FORMAT,
      product: 'agency-site',
      startedAt,
      finishedAt: new Date().toISOString(),
      database: isSqlite(env) ? 'sqlite' : 'postgres',
      databaseFile,
      databaseSha256: sha256(path.join(work, databaseFile)),
      uploads: uploads.length,
      snapshotSha256: snapshotFile && existsSync(snapshotFile) ? sha256(snapshotFile) : null,
    };
    writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(outDir, { recursive: true });
    const archive = path.join(outDir, `agency-site-${stamp}.tar.gz`);
    await tar.create({ gzip: true, file: archive, cwd: work, portable: true }, [MANIFEST, databaseFile, UPLOADS]);
    return { archive, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The manifest of an archive, checked against what this version can restore.
 * @param {string} archive
 * @returns {Promise<Manifest>}
 */
export async function readManifest(archive) {
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  let text = '';
  await tar.list({
    file: archive,
    filter: (entry) => entry === MANIFEST,
    onReadEntry: (entry) => entry.on('data', (chunk) => (text += chunk)),
  });
  if (!text) throw new BackupError(`${archive} is not a backup of this product (no ${MANIFEST})`);
  const manifest = JSON.parse(text);
  if (manifest.product !== 'agency-site' || !Number.isInteger(manifest.format))
    throw new BackupError(`${archive} is not a backup of this product`);
  if (manifest.format > ARCHIVE_FORMAT)
    throw new BackupError(`${archive} has format ${manifest.format}; this version restores up to ${ARCHIVE_FORMAT}`);
  return manifest;
}

/**
 * Restores an archive into the configured database and uploads folder. Both must be empty
 * unless `force` is set (then the database and the folder are emptied first). Directus must
 * not be running on them. The database's kind must match the archive's.
 * @param {{ env: DirectusEnv, archive: string, force?: boolean, snapshotFile?: string }} options
 * @returns {Promise<{ manifest: Manifest, uploads: number, snapshotMatches: boolean | null }>}
 */
export async function restoreBackup({ env, archive, force = false, snapshotFile }) {
  const manifest = await readManifest(archive);
  const kind = isSqlite(env) ? 'sqlite' : 'postgres';
  if (manifest.database !== kind)
    throw new BackupError(`The archive holds a ${manifest.database} database; the configured one is ${kind}`);
  const uploadsDir = env.STORAGE_LOCAL_ROOT;
  if (!uploadsDir) throw new BackupError('STORAGE_LOCAL_ROOT is not set: nowhere to restore the uploads');
  const tables = await tableCount(env);
  const uploads = filesUnder(uploadsDir).length;
  if ((tables > 0 || uploads > 0) && !force) {
    const what = [
      tables > 0 && `the database has ${tables} tables`,
      uploads > 0 && `${uploadsDir} holds ${uploads} files`,
    ]
      .filter(Boolean)
      .join(' and ');
    throw new BackupError(`Refusing to restore over existing data: ${what}. Add --force to replace it.`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'agency-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work });
    const databaseFile = path.join(work, manifest.databaseFile);
    if (sha256(databaseFile) !== manifest.databaseSha256)
      throw new BackupError(`${archive}: the database copy does not match its checksum (damaged archive)`);
    if (kind === 'sqlite') {
      mkdirSync(path.dirname(env.DB_FILENAME), { recursive: true });
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${env.DB_FILENAME}${suffix}`, { force: true });
      await copyFile(databaseFile, env.DB_FILENAME);
    } else {
      if (tables > 0) {
        await withPg(env, (client) => client.query('drop schema public cascade; create schema public'));
      }
      await runProgram(
        pgProgram('pg_restore'),
        ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${pgEnvironment(env).PGDATABASE}`, databaseFile],
        pgEnvironment(env),
      );
    }
    rmSync(uploadsDir, { recursive: true, force: true });
    mkdirSync(uploadsDir, { recursive: true });
    const restored = filesUnder(path.join(work, UPLOADS));
    for (const file of restored) {
      mkdirSync(path.dirname(path.join(uploadsDir, file)), { recursive: true });
      await copyFile(path.join(work, UPLOADS, file), path.join(uploadsDir, file));
    }
    const snapshotMatches =
      manifest.snapshotSha256 && snapshotFile && existsSync(snapshotFile)
        ? manifest.snapshotSha256 === sha256(snapshotFile)
        : null;
    return { manifest, uploads: restored.length, snapshotMatches };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
